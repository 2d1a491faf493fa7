import { describe, expect, it } from 'vitest';
import { CLASS_FORM_MESSAGES } from '../rules/class-form.ts';
import { createClassBodySchema, enrollBodySchema, reviewBodySchema, updateClassBodySchema } from './class-writes.ts';

const body = {
  subjectId: 3,
  clave: 'acf 0901',
  period: 2026,
  description: '  Muchos reprobaron  ',
  schedule: [
    { dayId: 1, startTime: '7:00', endTime: '09:00' },
    { dayId: 3, startTime: '07:00:00', endTime: '09:00:00' },
  ],
  shift: 'matutino',
  whatsappLink: 'https://chat.whatsapp.com/AbCdEf1234567890',
  responsibleStudent: { studentId: '12', controlNumber: '21390001', studentPhone: '529831234567' },
};

const messages = (input: unknown) => {
  const r = createClassBodySchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('POST /classes body', () => {
  it('derives a missing shift from the times, as the spec client sends no shift', () => {
    const noShift = { ...body, shift: undefined };
    expect(createClassBodySchema.parse(noShift).shift).toBe('matutino');
    expect(createClassBodySchema.parse({ ...body, shift: '' }).shift).toBe('matutino');
    const evening = { ...noShift, schedule: [{ dayId: 2, startTime: '14:00', endTime: '16:30' }] };
    expect(createClassBodySchema.parse(evening).shift).toBe('vespertino');
  });

  it('refuses a schedule that fits neither shift, and a shift the times contradict', () => {
    const noShift = { ...body, shift: undefined };
    const neither = CLASS_FORM_MESSAGES.noShift;
    expect(messages({ ...noShift, schedule: [{ dayId: 1, startTime: '13:00', endTime: '15:00' }] })).toEqual([neither]);
    expect(
      messages({
        ...noShift,
        schedule: [
          { dayId: 1, startTime: '07:00', endTime: '09:00' },
          { dayId: 2, startTime: '16:00', endTime: '18:00' },
        ],
      }),
    ).toEqual([neither]);
    expect(messages({ ...body, shift: 'vespertino' })).toEqual([
      'El horario del turno vespertino debe estar entre 14:00 y 22:00.',
    ]);
  });

  it('parses and normalises a valid body', () => {
    expect(createClassBodySchema.parse(body)).toEqual({
      subjectId: 3,
      clave: 'ACF0901',
      period: 2026,
      shift: 'matutino',
      description: 'Muchos reprobaron',
      schedule: [
        { dayId: 1, startTime: '07:00:00', endTime: '09:00:00' },
        { dayId: 3, startTime: '07:00:00', endTime: '09:00:00' },
      ],
      whatsappLink: 'https://chat.whatsapp.com/AbCdEf1234567890',
      responsibleStudentId: 12,
      // How the proposer takes the subject: an ordinary course unless they say otherwise.
      kind: 'ordinaria',
    });
  });

  it('treats a responsible student without id, and blank optional texts, as not given', () => {
    const parsed = createClassBodySchema.parse({
      ...body,
      description: '',
      whatsappLink: '',
      responsibleStudent: { studentId: '', controlNumber: '21390001' },
    });
    expect(parsed.responsibleStudentId).toBeNull();
    expect(parsed.description).toBeNull();
    expect(parsed.whatsappLink).toBeNull();
  });

  it('answers the first class-form problem with its Spanish message', () => {
    expect(messages({ ...body, subjectId: undefined, schedule: [] })).toEqual([
      'Por favor, completa todos los campos obligatorios.',
    ]);
    expect(messages({ ...body, period: '' })).toEqual(['Por favor, completa todos los campos obligatorios.']);
    expect(messages({ ...body, schedule: undefined })).toEqual(['Debes seleccionar al menos un día de la semana.']);
    expect(messages({ ...body, schedule: [{ dayId: 1, startTime: '10:00', endTime: '09:00' }] })).toEqual([
      'La hora de inicio debe ser menor que la hora de fin.',
    ]);
    expect(messages({ ...body, schedule: [{ dayId: 1, startTime: '', endTime: '09:00' }] })).toEqual([
      'Por favor, completa todos los campos obligatorios.',
    ]);
    expect(messages({ ...body, clave: 'ACF09011' })).toEqual(['Formato inválido. Debe ser: 3 letras + 4 números']);
    expect(messages({ ...body, whatsappLink: 'https://t.me/grupo' })).toEqual([
      'El enlace debe ser una invitación a un grupo de WhatsApp: https://chat.whatsapp.com/ seguido del código del grupo (al menos 10 letras o números).',
    ]);
  });

  it('checks every schedule entry', () => {
    expect(
      messages({
        ...body,
        schedule: [
          { dayId: 1, startTime: '07:00', endTime: '09:00' },
          { dayId: 2, startTime: '13:00', endTime: '15:00' },
        ],
      }),
    ).toEqual(['El horario del turno matutino debe estar entre 07:00 y 14:00.']);
    expect(
      messages({
        ...body,
        schedule: [
          { dayId: 1, startTime: '07:00', endTime: '09:00' },
          { dayId: 1, startTime: '10:00', endTime: '11:00' },
        ],
      }),
    ).toEqual(['Cada día de la semana solo puede aparecer una vez en el horario.']);
  });

  it('refuses unknown days and shifts', () => {
    expect(messages({ ...body, schedule: [{ dayId: 6, startTime: '07:00', endTime: '09:00' }] })).toEqual([
      'El día no es válido.',
    ]);
    expect(messages({ ...body, shift: 'nocturno' })).toEqual(['El turno debe ser matutino o vespertino.']);
  });
});

describe('other class bodies', () => {
  it('enrolment: class id required, student optional, an ordinary course unless said otherwise', () => {
    expect(enrollBodySchema.parse({ classId: '4' })).toEqual({ classId: 4, kind: 'ordinaria' });
    expect(enrollBodySchema.parse({ classId: 4, kind: 'especial' }).kind).toBe('especial');
    expect(enrollBodySchema.parse({ classId: 4, student: { studentId: 9 } }).student?.studentId).toBe(9);
    const missing = enrollBodySchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0]!.message).toBe('No se pudo obtener el ID de la clase.');
    const badStudent = enrollBodySchema.safeParse({ classId: 1, student: { studentId: 'x' } });
    expect(badStudent.error!.issues[0]!.message).toBe('Por favor, selecciona un estudiante para inscribir.');
  });

  it('review: the body is optional', () => {
    expect(reviewBodySchema.parse(undefined)).toBeUndefined();
    expect(reviewBodySchema.parse(null)).toBeNull();
    expect(reviewBodySchema.parse({ reason: ' No hay docente ' })).toEqual({ reason: 'No hay docente' });
  });

  it('update: both fields optional', () => {
    expect(updateClassBodySchema.parse({})).toEqual({});
    expect(updateClassBodySchema.parse({ whatsappLink: null, status: 'active' })).toEqual({
      whatsappLink: null,
      status: 'active',
    });
  });
});
