import { describe, expect, it } from 'vitest';
import { mapStaffRole, STAFF_ROLE_LABELS } from './staff-role.ts';

describe('staff role mapping', () => {
  it.each([
    ['an object named admin', { name: 'admin' }],
    ['an object named Admin', { name: 'Admin' }],
    ['an object with id_role 1', { id_role: 1, name: 'administrador' }],
    ['an object with id 1', { id: 1 }],
    ['the string admin', 'admin'],
    ['the string " ADMIN "', ' ADMIN '],
    ['the string 1', '1'],
    ['the number 1', 1],
  ])('admin: %s', (_case, role) => {
    expect(mapStaffRole(role)).toBe('admin');
  });

  it.each([
    ['an object named teacher', { name: 'teacher', id_role: 3 }],
    ['the string teacher', 'teacher'],
    ['the string maestro', 'maestro'],
    ['the number 3', 3],
    ['the number 2', 2],
    ['the string 10', '10'],
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
    ['a boolean', true],
  ])('anything else is a teacher: %s', (_case, role) => {
    expect(mapStaffRole(role)).toBe('teacher');
  });

  it('labels the roles Administrador, Maestro and Recursos Financieros', () => {
    expect(STAFF_ROLE_LABELS).toEqual({ admin: 'Administrador', teacher: 'Maestro', finanzas: 'Recursos Financieros' });
  });
});
