import { describe, expect, it } from 'vitest';
import { chooseToken, tokenRequirement, TOKEN_ERRORS } from './token-choice.ts';

const both = { staff: 'STAFF', student: 'STUDENT' };
const staffOnly = { staff: 'STAFF', student: null };
const studentOnly = { staff: null, student: 'STUDENT' };
const none = { staff: null, student: null };

describe('token choice per path family', () => {
  it('uses the spec messages', () => {
    expect(TOKEN_ERRORS).toEqual({
      staff: 'Token de staff requerido',
      student: 'Autenticación de estudiante requerida',
      any: 'Autenticación requerida',
    });
  });

  it.each([
    ['GET', '/auth/staff/profile'],
    ['GET', '/admin/overview'],
    ['POST', '/staff/anything'],
    ['GET', '/api/admin/stats?page=1'],
  ])('%s %s needs the staff token', (method, path) => {
    expect(tokenRequirement(path, method)).toBe('staff');
    expect(chooseToken(path, method, both)).toEqual({ token: 'STAFF' });
    expect(chooseToken(path, method, studentOnly)).toEqual({ error: 'Token de staff requerido' });
    expect(chooseToken(path, method, none)).toEqual({ error: 'Token de staff requerido' });
  });

  it('the staff login carries no token and never fails for lack of one', () => {
    expect(chooseToken('/auth/staff/login', 'POST', none)).toEqual({ token: null });
    expect(chooseToken('/auth/staff/login', 'POST', both)).toEqual({ token: null });
  });

  it.each([
    ['GET', '/auth/student/profile'],
    ['GET', '/auth/students'],
    ['GET', '/students/profile'],
  ])('%s %s needs the student token, even when staff is signed in too', (method, path) => {
    expect(tokenRequirement(path, method)).toBe('student');
    expect(chooseToken(path, method, both)).toEqual({ token: 'STUDENT' });
    expect(chooseToken(path, method, staffOnly)).toEqual({ error: 'Autenticación de estudiante requerida' });
  });

  it.each([
    ['GET', '/students?userId=3'],
    ['POST', '/students'],
    ['GET', '/students/students'],
    ['PATCH', '/students/4'],
    ['POST', '/classes'],
    ['GET', '/classes/student'],
    ['POST', '/classes/enrollStudent'],
    ['GET', '/teachers/applications'],
  ])('%s %s tries the staff token, then the student token', (method, path) => {
    expect(tokenRequirement(path, method)).toBe('any');
    expect(chooseToken(path, method, both)).toEqual({ token: 'STAFF' });
    expect(chooseToken(path, method, studentOnly)).toEqual({ token: 'STUDENT' });
    expect(chooseToken(path, method, none)).toEqual({ error: 'Autenticación requerida' });
  });

  it.each([
    ['GET', '/classes?page=1&pageSize=12'],
    ['POST', '/teachers/applications'],
    ['GET', '/careers'],
    ['GET', '/subjects'],
    ['GET', '/users/roles'],
    ['GET', '/auth/config'],
    ['POST', '/staff/invitation/lookup'],
    ['POST', '/staff/invitation/accept'],
  ])('%s %s is public: no token at all', (method, path) => {
    expect(tokenRequirement(path, method)).toBe('none');
    expect(chooseToken(path, method, both)).toEqual({ token: null });
    expect(chooseToken(path, method, none)).toEqual({ token: null });
  });

  it('a public path with another method is not public', () => {
    expect(tokenRequirement('/classes', 'POST')).toBe('any');
    expect(tokenRequirement('/teachers/applications', 'GET')).toBe('any');
  });

  it('one class sends a token when there is one, and none otherwise', () => {
    expect(chooseToken('/classes/12', 'GET', studentOnly)).toEqual({ token: 'STUDENT' });
    expect(chooseToken('/classes/12', 'GET', none)).toEqual({ token: null });
  });
});
