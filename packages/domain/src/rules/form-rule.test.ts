import { describe, expect, it } from 'vitest';
import { firstProblemByField, formRule } from './form-rule.ts';
import { staffLoginFormRule } from './staff-login.ts';
import { invitationFormRule } from './teacher-invitation.ts';
import { cancelReasonProblem, reviewNoteProblem } from './review-note.ts';

/** What a form's rule answers, as react-hook-form's resolver reads it. */
async function validate<T>(rule: { '~standard': { validate: (v: unknown) => unknown } }, values: T) {
  return (await rule['~standard'].validate(values)) as
    { value: T; issues?: undefined } | { issues: { message: string; path: string[] }[] };
}

describe('formRule', () => {
  const rule = formRule<{ a: string; b: string }>(({ a, b }) => ({ a: a ? null : 'Falta a', b: b ? '' : 'Falta b' }));

  it('names every invalid field, by its path', async () => {
    expect(await validate(rule, { a: '', b: '' })).toEqual({
      issues: [
        { message: 'Falta a', path: ['a'] },
        { message: 'Falta b', path: ['b'] },
      ],
    });
  });

  it('gives valid values back unchanged', async () => {
    expect(await validate(rule, { a: 'x', b: 'y' })).toEqual({ value: { a: 'x', b: 'y' } });
  });

  it('keeps the first problem of each field of a list', () => {
    expect(
      firstProblemByField([
        { field: 'folio', message: 'primero' },
        { field: 'folio', message: 'segundo' },
        { field: 'paidOn', message: 'fecha' },
      ]),
    ).toEqual({ folio: 'primero', paidOn: 'fecha' });
  });
});

describe('the rules of the forms without a zod schema', () => {
  it('staff login: the spec message at the field to fix', async () => {
    expect(await validate(staffLoginFormRule, { email: ' ', password: '' })).toEqual({
      issues: [{ message: 'Todos los campos son obligatorios', path: ['email'] }],
    });
    expect(await validate(staffLoginFormRule, { email: 'a@b.mx', password: '' })).toEqual({
      issues: [{ message: 'Todos los campos son obligatorios', path: ['password'] }],
    });
    expect(await validate(staffLoginFormRule, { email: 'a@b', password: '123456' })).toEqual({
      issues: [{ message: 'Por favor, ingresa un email válido', path: ['email'] }],
    });
    expect(await validate(staffLoginFormRule, { email: 'a@b.mx', password: '123' })).toEqual({
      issues: [{ message: 'La contraseña debe tener al menos 6 caracteres', path: ['password'] }],
    });
  });

  it('teacher invitation: each field its own problem', async () => {
    expect(await validate(invitationFormRule, { password: 'Verano2026', confirmation: 'otra' })).toEqual({
      issues: [{ message: 'Las contraseñas no coinciden.', path: ['confirmation'] }],
    });
  });

  it('review and cancellation notes', () => {
    expect(reviewNoteProblem('rechazado', '  ', 0)).toBe('Debes proporcionar una razón para rechazar la clase');
    expect(reviewNoteProblem('aprobado', '', 0)).toBeNull();
    expect(reviewNoteProblem('aprobado', '', 1)).toBe(
      'Escribe la razón para aprobar una clase con menos inscritos que el mínimo',
    );
    expect(reviewNoteProblem('rechazado', 'Sin docente', 0)).toBeNull();
    expect(cancelReasonProblem(' ')).toBe('Escribe la razón de la cancelación.');
    expect(cancelReasonProblem('Sin docente')).toBeNull();
  });
});
