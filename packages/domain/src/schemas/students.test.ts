import { describe, expect, it } from 'vitest';
import { STUDENT_PROFILE_MESSAGES as M } from '../rules/student-profile.ts';
import { ERROR_MESSAGES } from '../errors.ts';
import { registerStudentBodySchema, STUDENT_REQUEST_MESSAGES as S, updateStudentBodySchema } from './students.ts';

/** The messages a parse gives, in field order (what the API answers as `message`). */
function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

const valid = { id_career: 3, control_number: '21390145', phone: '529831234567' };

describe('registerStudentBodySchema', () => {
  it('accepts the form body and normalises it', () => {
    expect(
      registerStudentBodySchema.parse({ ...valid, control_number: ' c20390211 ', phone: ' 15551234567 ' }),
    ).toEqual({ id_career: 3, control_number: 'C20390211', phone: '+15551234567' });
    expect(registerStudentBodySchema.parse({ ...valid, id_career: '3', id_role: 2, id_user: 7 })).toEqual({
      ...valid,
      phone: '+529831234567',
      id_role: 2,
      id_user: 7,
    });
    expect(registerStudentBodySchema.parse({ ...valid, id_role: null, id_user: null })).toMatchObject({
      ...valid,
      phone: '+529831234567',
    });
  });

  it('says "Campos requeridos" for each missing field, and only that', () => {
    expect(messages(registerStudentBodySchema.safeParse({}))).toEqual([M.required, M.required, M.required]);
    expect(messages(registerStudentBodySchema.safeParse(undefined))).toEqual([M.required]);
    expect(messages(registerStudentBodySchema.safeParse({ ...valid, phone: '  ' }))).toEqual([M.required]);
    expect(messages(registerStudentBodySchema.safeParse({ ...valid, control_number: '' }))).toEqual([M.required]);
    expect(messages(registerStudentBodySchema.safeParse({ ...valid, id_career: 0 }))).toEqual([M.required]);
    expect(messages(registerStudentBodySchema.safeParse({ ...valid, id_career: '' }))).toEqual([M.required]);
    expect(messages(registerStudentBodySchema.safeParse({ ...valid, control_number: null }))).toEqual([M.required]);
  });

  it('stores the phone as "+" and its digits, whichever accepted form was sent (spec: code plus number)', () => {
    for (const phone of [
      '+529831234567',
      '529831234567',
      '+52 983 123 4567',
      '52-983-123-4567',
      '+52 (983) 123.45.67',
    ]) {
      expect(registerStudentBodySchema.parse({ ...valid, phone }).phone, phone).toBe('+529831234567');
    }
  });

  it('checks the phone: 10 to 15 digits, nothing but "+" and separators besides', () => {
    for (const phone of [
      '983123456',
      '1234567890123456',
      '52983123456x',
      '+52+9831234567',
      'a'.repeat(60),
      529831234567,
    ]) {
      expect(messages(registerStudentBodySchema.safeParse({ ...valid, phone }))).toEqual([M.phone]);
    }
  });

  it('checks the control number: an optional letter and 8 digits', () => {
    for (const control_number of ['2139014', '213901456', 'AB1234567', '2139014A', '2139-0145', 21390145]) {
      expect(messages(registerStudentBodySchema.safeParse({ ...valid, control_number }))).toEqual([M.controlNumber]);
    }
  });

  it('refuses a career id that cannot name a career', () => {
    expect(messages(registerStudentBodySchema.safeParse({ ...valid, id_career: 1.5 }))).toEqual([
      ERROR_MESSAGES.careerNotFound,
    ]);
    expect(messages(registerStudentBodySchema.safeParse({ ...valid, id_career: 2 ** 31 }))).toEqual([
      ERROR_MESSAGES.careerNotFound,
    ]);
  });

  it('accepts only the student role', () => {
    for (const id_role of [1, 3, 'admin']) {
      expect(messages(registerStudentBodySchema.safeParse({ ...valid, id_role }))).toEqual([S.role]);
    }
  });

  it('refuses a user id that is not a positive integer', () => {
    for (const id_user of [0, -1, 'yo', 2.5]) {
      expect(messages(registerStudentBodySchema.safeParse({ ...valid, id_user }))).toEqual([S.user]);
    }
  });
});

describe('updateStudentBodySchema', () => {
  it('accepts any subset of the three fields with the same rules', () => {
    expect(updateStudentBodySchema.parse({ phone: '5298312345' })).toEqual({ phone: '+5298312345' });
    expect(updateStudentBodySchema.parse({ control_number: 'm24390900' })).toEqual({ control_number: 'M24390900' });
    expect(messages(updateStudentBodySchema.safeParse({ phone: '12' }))).toEqual([M.phone]);
    expect(messages(updateStudentBodySchema.safeParse({ control_number: '' }))).toEqual([M.required]);
  });

  it('drops fields it does not know (the owner comes from the token) and needs one it knows', () => {
    expect(messages(updateStudentBodySchema.safeParse({ id_user: 5 }))).toEqual([S.nothingToUpdate]);
    expect(messages(updateStudentBodySchema.safeParse({}))).toEqual([S.nothingToUpdate]);
    expect(messages(updateStudentBodySchema.safeParse(null))).toEqual([S.nothingToUpdate]);
    expect(updateStudentBodySchema.parse({ phone: '5298312345', id_user: 5 })).toEqual({ phone: '+5298312345' });
  });
});
