import { describe, expect, it } from 'vitest';
import {
  CLASS_FORM_MESSAGES,
  CLASS_FORM_TITLES,
  classFormProblem,
  classFormProblems,
  isWhatsappGroupLink,
  outsideShiftMessage,
  whatsappLinkProblem,
  type ClassFormInput,
} from './class-form.ts';

const valid: ClassFormInput = {
  subjectId: 7,
  clave: 'ACF0901',
  period: 2026,
  shift: 'matutino',
  startTime: '07:00',
  endTime: '09:00',
  dayIds: [1, 3],
  whatsappLink: 'https://chat.whatsapp.com/AbCdEf1234567890',
  whatsappRequired: true,
};
const problem = (patch: Partial<ClassFormInput>) => classFormProblem({ ...valid, ...patch });

describe('class form rules', () => {
  it('accepts a complete form', () => {
    expect(classFormProblem(valid)).toBeNull();
    expect(problem({ startTime: '07:00:00', endTime: '14:00:00' })).toBeNull();
    expect(problem({ shift: 'vespertino', startTime: '14:00', endTime: '22:00' })).toBeNull();
  });

  it.each(['subjectId', 'clave', 'period', 'shift', 'startTime', 'endTime'] as const)(
    'requires %s with the spec message',
    (field) => {
      for (const blank of [undefined, null, '']) {
        const p = problem({ [field]: blank } as Partial<ClassFormInput>);
        expect(p).toEqual({ kind: 'required', field, message: 'Por favor, completa todos los campos obligatorios.' });
      }
    },
  );

  it('lets the API leave the shift out: the times must then fit one shift', () => {
    const open = { shift: undefined, shiftOptional: true };
    expect(problem({ ...open })).toBeNull();
    expect(problem({ ...open, shift: null, startTime: '14:00', endTime: '22:00' })).toBeNull();
    expect(problem({ ...open, startTime: '13:00', endTime: '15:00' })).toEqual({
      kind: 'time',
      field: 'shift',
      message: CLASS_FORM_MESSAGES.noShift,
    });
    // A shift that is given is still checked against the times.
    expect(problem({ ...open, shift: 'vespertino' })!.message).toBe(outsideShiftMessage('vespertino'));
  });

  it('reports the first missing field in form order', () => {
    expect(problem({ clave: '', endTime: null })!.field).toBe('clave');
  });

  it('requires at least one weekday, after the required fields', () => {
    expect(problem({ dayIds: [] })).toEqual({
      kind: 'days',
      field: 'schedule',
      message: 'Debes seleccionar al menos un día de la semana.',
    });
    expect(problem({ dayIds: null })!.message).toBe(CLASS_FORM_MESSAGES.days);
    expect(problem({ dayIds: [], subjectId: null })!.kind).toBe('required');
  });

  it('refuses a weekday given twice', () => {
    expect(problem({ dayIds: [1, 1] })!.message).toBe(CLASS_FORM_MESSAGES.duplicateDay);
  });

  it('requires the start before the end', () => {
    for (const [startTime, endTime] of [
      ['09:00', '09:00'],
      ['10:00', '09:00'],
    ]) {
      expect(problem({ startTime, endTime })).toEqual({
        kind: 'time',
        field: 'startTime',
        message: 'La hora de inicio debe ser menor que la hora de fin.',
      });
    }
  });

  it('refuses times that are not HH:MM', () => {
    for (const startTime of ['7am', '07:00:30', '25:00', '0700', '123:00']) {
      expect(problem({ startTime })!.message).toBe(CLASS_FORM_MESSAGES.timeFormat);
    }
  });

  it('keeps both times inside the shift', () => {
    expect(problem({ startTime: '06:30', endTime: '08:00' })).toEqual({
      kind: 'time',
      field: 'shift',
      message: 'El horario del turno matutino debe estar entre 07:00 y 14:00.',
    });
    expect(problem({ startTime: '13:00', endTime: '14:30' })!.message).toBe(outsideShiftMessage('matutino'));
    expect(problem({ shift: 'vespertino', startTime: '13:30', endTime: '15:00' })!.message).toBe(
      'El horario del turno vespertino debe estar entre 14:00 y 22:00.',
    );
    expect(problem({ shift: 'vespertino', startTime: '21:00', endTime: '22:30' })!.kind).toBe('time');
  });

  it('keeps times on 30-minute slots', () => {
    expect(problem({ startTime: '07:15', endTime: '09:00' })!.message).toBe(
      'Las horas deben estar en intervalos de 30 minutos.',
    );
    expect(problem({ startTime: '07:00', endTime: '08:45' })!.message).toBe(CLASS_FORM_MESSAGES.slot);
  });

  it('checks the key format', () => {
    expect(problem({ clave: 'AC0901' })!.message).toBe('Formato inválido. Debe ser: 3 letras + 4 números');
    expect(problem({ clave: 'acf0901' })!.message).toBe(CLASS_FORM_MESSAGES.keyFormat);
  });

  it('requires the WhatsApp link only when asked, and checks its form when given', () => {
    expect(problem({ whatsappLink: '' })!.message).toBe('El enlace del grupo de WhatsApp es obligatorio.');
    expect(problem({ whatsappLink: '  ' })!.kind).toBe('whatsapp');
    expect(problem({ whatsappLink: null, whatsappRequired: false })).toBeNull();
    expect(problem({ whatsappLink: 'https://example.com/grupo', whatsappRequired: false })!.message).toBe(
      'El enlace debe ser una invitación a un grupo de WhatsApp: https://chat.whatsapp.com/ seguido del código del grupo (al menos 10 letras o números).',
    );
  });

  it('titles each kind of problem as the create page does', () => {
    expect(CLASS_FORM_TITLES).toEqual({
      required: 'Campos requeridos',
      days: 'Días requeridos',
      time: 'Horario inválido',
      whatsapp: 'Campos requeridos',
    });
  });
});

describe('WhatsApp group links', () => {
  it.each([
    'https://chat.whatsapp.com/AbCdEf1234567890',
    'https://chat.whatsapp.com/AbCdEf1234567890/',
    'https://chat.whatsapp.com/AbCdEf1234567890?mode=ac_t',
    '  https://chat.whatsapp.com/Ab_Cd-Ef12345  ',
  ])('accepts %s', (link) => {
    expect(isWhatsappGroupLink(link)).toBe(true);
    expect(whatsappLinkProblem(link, true)).toBeNull();
  });

  it.each([
    'http://chat.whatsapp.com/AbCdEf1234567890',
    'https://chat.whatsapp.com/',
    'https://chat.whatsapp.com/short',
    'https://chat.whatsapp.com.evil.example/AbCdEf1234567890',
    'https://wa.me/5219831234567',
    'https://chat.whatsapp.com/AbCdEf1234567890 <script>',
    'javascript:alert(1)//https://chat.whatsapp.com/AbCdEf1234567890',
  ])('refuses %s', (link) => {
    expect(isWhatsappGroupLink(link)).toBe(false);
    expect(whatsappLinkProblem(link, false)!.message).toBe(CLASS_FORM_MESSAGES.whatsappFormat);
  });
});

describe('classFormProblems: every problem of the form at once', () => {
  const empty = { subjectId: null, clave: '', period: 2026, shift: 'matutino' as const, startTime: '', endTime: '' };
  it('marks the subject, the days, both times and the WhatsApp link of an empty student form together', () => {
    const problems = classFormProblems({ ...empty, dayIds: [], whatsappLink: '', whatsappRequired: true });
    expect(problems.map((p) => p.field)).toEqual([
      'subjectId',
      'clave',
      'startTime',
      'endTime',
      'schedule',
      'whatsappLink',
    ]);
    expect(problems.find((p) => p.field === 'whatsappLink')?.message).toBe(CLASS_FORM_MESSAGES.whatsappRequired);
  });
  it('reports a malformed link beside a time problem, and the first one is what classFormProblem answers', () => {
    const input = {
      subjectId: 1,
      clave: 'AEC1058',
      period: 2026,
      shift: 'matutino' as const,
      startTime: '10:00',
      endTime: '08:00',
      dayIds: [1],
      whatsappLink: 'https://example.com/grupo',
      whatsappRequired: true,
    };
    const problems = classFormProblems(input);
    expect(problems.map((p) => [p.kind, p.message])).toEqual([
      ['time', CLASS_FORM_MESSAGES.startBeforeEnd],
      ['whatsapp', CLASS_FORM_MESSAGES.whatsappFormat],
    ]);
    expect(classFormProblem(input)).toEqual(problems[0]);
  });
});
