import { describe, expect, it } from 'vitest';
import { enrolmentEligibility } from './enrolment-eligibility.ts';
import {
  clashMark,
  clashMessage,
  rangesOverlap,
  scheduleChangeClashMessage,
  scheduleClash,
  type HeldClass,
} from './schedule-clash.ts';
import { waitlistEligibility } from './waitlist.ts';

const at = (day: string, start: string, end: string) => ({ Days: { name: day }, start_time: start, end_time: end });
const held = (id: number, name: string, ...slots: ReturnType<typeof at>[]): HeldClass => ({
  id_class: id,
  period: 2026,
  Subjects: { name },
  Schedules: slots,
});

describe('rangesOverlap (end exclusive)', () => {
  it.each([
    ['07:30', '10:30', '10:00', '12:00', true],
    ['10:00', '12:00', '12:00', '14:00', false],
    ['12:00', '14:00', '10:00', '12:00', false],
    ['08:00', '09:00', '07:00', '10:00', true],
    ['07:00:00', '09:00:00', '08:30', '09:30', true],
    ['07:00', '08:00', '08:00:00', '09:00:00', false],
  ])('%s–%s and %s–%s → %s', (a, b, c, d, expected) => {
    expect(rangesOverlap(a, b, c, d)).toBe(expected);
  });
  it('an unreadable time never clashes', () => expect(rangesOverlap('x', '09:00', '08:00', '10:00')).toBe(false));
});

describe('scheduleClash', () => {
  const calculo = held(7, 'Cálculo Integral', at('Lunes', '10:00:00', '12:00:00'), at('Miércoles', '10:00', '12:00'));

  it('names the other class, its day and times, lowercase weekday', () => {
    const candidate = { period: 2026, Schedules: [at('Miércoles', '07:30', '10:30'), at('Lunes', '07:30', '10:30')] };
    const clash = scheduleClash(candidate, [calculo]);
    expect(clash).toEqual({ id_class: 7, subjectName: 'Cálculo Integral', day: 'Lunes', start: '10:00', end: '12:00' });
    expect(clashMessage(clash!)).toBe('El horario se empalma con Cálculo Integral (lunes 10:00–12:00).');
    expect(clashMark(clash!)).toBe('Se empalma con Cálculo Integral (lunes 10:00–12:00)');
  });

  it('touching ranges, other days and other periods do not clash', () => {
    expect(scheduleClash({ period: 2026, Schedules: [at('Lunes', '12:00', '14:00')] }, [calculo])).toBeNull();
    expect(scheduleClash({ period: 2026, Schedules: [at('Martes', '10:00', '12:00')] }, [calculo])).toBeNull();
    expect(scheduleClash({ period: 2025, Schedules: [at('Lunes', '10:00', '12:00')] }, [calculo])).toBeNull();
  });

  it('a class never clashes with itself; the first clashing class in order is named', () => {
    const same = { id_class: 7, period: 2026, Schedules: calculo.Schedules };
    expect(scheduleClash(same, [calculo])).toBeNull();
    const fisica = held(8, 'Física', at('Miércoles', '11:00', '13:00'));
    expect(scheduleClash({ Schedules: [at('Miércoles', '11:30', '12:30')] }, [fisica, calculo])?.subjectName).toBe(
      'Física',
    );
  });

  it('accents and case of the day do not matter', () => {
    expect(scheduleClash({ Schedules: [at('miercoles', '10:30', '11:00')] }, [calculo])?.day).toBe('Miércoles');
  });

  it('an empty schedule clashes with nothing', () => {
    expect(scheduleClash({ Schedules: [] }, [calculo])).toBeNull();
  });

  it('the admin message says how many students', () => {
    expect(scheduleChangeClashMessage(1)).toContain('se empalma con otra clase de 1 estudiante inscrito');
    expect(scheduleChangeClashMessage(3)).toContain('se empalma con otras clases de 3 estudiantes inscritos');
  });
});

describe('eligibility with clashes', () => {
  const clash = { id_class: 7, subjectName: 'Cálculo Integral', day: 'Lunes', start: '10:00', end: '12:00' };
  const open = { status: 'pendiente', enrolled: 3, max_students: 30 };
  const me = { registered: true, inClass: false, countingEnrolments: 1 };

  it('a clash blocks a student and an admin, after the limit and the status, before the seats', () => {
    expect(enrolmentEligibility(open, { ...me, clash })).toEqual({ ok: false, block: 'clash', clash });
    expect(enrolmentEligibility(open, { ...me, clash }, 'admin')).toMatchObject({ block: 'clash' });
    expect(enrolmentEligibility({ ...open, enrolled: 30 }, { ...me, clash })).toMatchObject({ block: 'clash' });
    expect(enrolmentEligibility(open, { ...me, countingEnrolments: 2, clash })).toMatchObject({ block: 'limit' });
    expect(enrolmentEligibility({ ...open, status: 'aprobado' }, { ...me, clash })).toMatchObject({ block: 'closed' });
    expect(enrolmentEligibility(open, { ...me, clash: null })).toEqual({ ok: true });
  });

  it('mobility students have no timetable here: a clash does not apply', () => {
    expect(enrolmentEligibility(open, { ...me, clash }, 'mobility')).toEqual({ ok: true });
  });
});

describe('waitlistEligibility', () => {
  const full = { status: 'pendiente', enrolled: 30, max_students: 30 };
  const me = { registered: true, inClass: false, waiting: false, waitlists: 0 };
  const clash = { id_class: 7, subjectName: 'X', day: 'Lunes', start: '10:00', end: '12:00' };

  it('a registered student joins a full pending class', () =>
    expect(waitlistEligibility(full, me)).toEqual({ ok: true }));
  it.each([
    ['enrolled', full, { ...me, inClass: true }],
    ['unregistered', full, { ...me, registered: false }],
    ['waiting', full, { ...me, waiting: true }],
    ['closed', { ...full, status: 'aprobado' }, me],
    ['notFull', { ...full, enrolled: 29 }, me],
    ['clash', full, { ...me, clash }],
    ['waitlistLimit', full, { ...me, waitlists: 2 }],
  ] as const)('refused: %s', (block, cls, who) => {
    expect(waitlistEligibility(cls, who)).toMatchObject({ ok: false, block });
  });
});
