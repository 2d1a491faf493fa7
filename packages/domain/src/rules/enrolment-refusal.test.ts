import { describe, expect, it } from 'vitest';
import { ENROLMENT_CASES, enrolmentEligibility, type EnrolmentRefusal } from './enrolment-eligibility.ts';
import { enrolmentRefusalError } from './enrolment-refusal.ts';

const clash = { id_class: 7, subjectName: 'Cálculo Integral', day: 'Lunes', start: '10:00', end: '12:00' };
const refusal = (block: EnrolmentRefusal['block']): EnrolmentRefusal => ({ block });

describe('the refusal of each case, worded for who asked', () => {
  it('a student hears about themselves', () => {
    expect(enrolmentRefusalError(refusal('enrolled'), 'student', 'pendiente').message).toBe(
      'Ya estás inscrito en esta clase.',
    );
    expect(enrolmentRefusalError(refusal('limit'), 'student', 'pendiente').message).toBe(
      'Has alcanzado el máximo de 2 inscripciones.',
    );
    expect(enrolmentRefusalError(refusal('closed'), 'student', 'aprobado')).toMatchObject({
      statusCode: 409,
      message: 'La inscripción solo está abierta mientras la clase está pendiente.',
    });
    expect(enrolmentRefusalError(refusal('full'), 'student', 'pendiente').message).toBe('La clase ya está llena.');
  });

  it('an admin hears about the student they picked, and the roster that is locked', () => {
    expect(enrolmentRefusalError(refusal('enrolled'), 'admin', 'pendiente').message).toBe(
      'El estudiante ya está inscrito en esta clase.',
    );
    expect(enrolmentRefusalError(refusal('limit'), 'admin', 'pendiente').message).toBe(
      'El estudiante ya alcanzó el máximo de 2 inscripciones.',
    );
    expect(enrolmentRefusalError(refusal('unregistered'), 'admin', 'pendiente')).toMatchObject({ statusCode: 404 });
    expect(enrolmentRefusalError(refusal('closed'), 'admin', 'aprobado').message).toContain('"aprobado"');
  });

  it('a clash names the other class, its day and its times', () => {
    expect(enrolmentRefusalError({ block: 'clash', clash }, 'student', 'pendiente').message).toBe(
      'El horario se empalma con Cálculo Integral (lunes 10:00–12:00).',
    );
  });
});

describe('the cases', () => {
  it('are small functions tried in order: the first refusal answers', () => {
    const open = { status: 'pendiente', enrolled: 30, max_students: 30 };
    const who = { registered: true, inClass: false, countingEnrolments: 2, clash };
    const found = ENROLMENT_CASES.map((c) => c(open, who, 'student')?.block ?? null);
    expect(found).toEqual([null, null, null, 'limit', null, null, 'clash', null, 'full']);
    expect(enrolmentEligibility(open, who)).toEqual({ ok: false, block: 'limit' });
  });
});

describe('who may take what', () => {
  const open = { status: 'pendiente', enrolled: 3, max_students: 30, careers: [1, 2] };
  const me = { registered: true, inClass: false, countingEnrolments: 0, careerId: 1 };

  it('a curso especial is the only summer class, in either order', () => {
    expect(enrolmentEligibility(open, { ...me, kind: 'especial' })).toEqual({ ok: true });
    expect(enrolmentEligibility(open, { ...me, countingEnrolments: 1, kind: 'especial' })).toEqual({
      ok: false,
      block: 'especial',
    });
    expect(enrolmentEligibility(open, { ...me, countingEnrolments: 1, holdsEspecial: true })).toEqual({
      ok: false,
      block: 'especial',
    });
    expect(enrolmentRefusalError(refusal('especial'), 'student', 'pendiente')).toMatchObject({
      statusCode: 409,
      message: 'Un curso especial debe ser tu única materia de verano.',
    });
  });

  it('a subject of another career needs an approved convalidation', () => {
    expect(enrolmentEligibility(open, { ...me, careerId: 9 })).toEqual({ ok: false, block: 'otherCareer' });
    expect(enrolmentEligibility(open, { ...me, careerId: 9, convalidated: true })).toEqual({ ok: true });
    expect(enrolmentRefusalError(refusal('otherCareer'), 'student', 'pendiente').message).toBe(
      'Esta materia no es de tu carrera: solicita la convalidación.',
    );
  });

  it('a hold refuses with its reason, before anything about the class', () => {
    const verdict = enrolmentEligibility(
      { ...open, status: 'aprobado' },
      { ...me, hold: 'Adeudo en Recursos Financieros' },
    );
    expect(verdict).toEqual({ ok: false, block: 'hold', reason: 'Adeudo en Recursos Financieros' });
    expect(enrolmentRefusalError(verdict as EnrolmentRefusal, 'student', 'pendiente')).toMatchObject({
      statusCode: 409,
      message:
        'Tienes una retención vigente: Adeudo en Recursos Financieros. Comunícate con la coordinación académica.',
    });
  });

  it('mobility students are none of this', () => {
    expect(enrolmentEligibility(open, { ...me, careerId: 9, hold: 'x', holdsEspecial: true }, 'mobility')).toEqual({
      ok: true,
    });
  });
});
