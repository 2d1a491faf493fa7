import { describe, expect, it } from 'vitest';
import {
  calendarRefusal,
  currentPeriod,
  enrolmentCloseDueAt,
  classesStartReminderAt,
  enrolmentWindowRefusal,
  nextPeriodDates,
  periodPhase,
  periodProblems,
  phaseHeadline,
  proposalWindowRefusal,
  type Period,
} from './calendar.ts';
import { cancunDay, cancunDayStart, weekdayDayMonth } from './institute-days.ts';

const summer: Period = {
  year: 2026,
  proposalsOpen: '2026-04-20',
  proposalsClose: '2026-05-29',
  enrolmentOpen: '2026-05-04',
  enrolmentClose: '2026-06-12',
  publication: '2026-06-19',
  classesStart: '2026-07-06',
  classesEnd: '2026-08-14',
  gradesDue: '2026-08-21',
  paymentDays: 5,
  minStudents: 15,
  maxStudents: 30,
  mobilitySeats: 5,
};

describe('period fields', () => {
  it('accepts dates in order', () => {
    expect(periodProblems(summer)).toEqual([]);
  });

  it('names the field out of order, in Spanish', () => {
    const problems = periodProblems({ ...summer, publication: '2026-06-11' });
    expect(problems).toEqual([
      {
        field: 'publication',
        message:
          'La publicación de grupos (2026-06-11) debe ser igual o posterior al cierre de inscripciones (2026-06-12).',
      },
    ]);
  });

  it('classes end strictly after they start; a window may open and close on one day', () => {
    expect(periodProblems({ ...summer, classesEnd: '2026-07-06' }).map((p) => p.field)).toEqual(['classesEnd']);
    expect(periodProblems({ ...summer, proposalsOpen: '2026-05-29' })).toEqual([]);
  });

  it('refuses impossible dates and sizes', () => {
    const problems = periodProblems({ ...summer, gradesDue: '2026-02-30', minStudents: 40 });
    expect(problems.map((p) => p.field)).toEqual(['gradesDue', 'maxStudents']);
    expect(problems[0]!.message).toBe('La entrega de calificaciones debe ser una fecha válida (AAAA-MM-DD).');
  });
});

describe('days in America/Cancun', () => {
  it('an instant is on the Cancun day, whatever zone the server runs in', () => {
    // 03:00 UTC on June 13 is still June 12 at 22:00 in Cancun (UTC-5).
    expect(cancunDay(new Date('2026-06-13T03:00:00Z'))).toBe('2026-06-12');
    expect(cancunDay(new Date('2026-06-13T05:00:00Z'))).toBe('2026-06-13');
  });

  it('a Cancun day starts at 05:00 UTC', () => {
    expect(cancunDayStart('2026-06-13').toISOString()).toBe('2026-06-13T05:00:00.000Z');
    expect(enrolmentCloseDueAt(summer).toISOString()).toBe('2026-06-13T05:00:00.000Z');
    // The day before classes start, at 09:00 in Cancun (14:00 UTC).
    expect(classesStartReminderAt({ classesStart: '2026-07-06' }).toISOString()).toBe('2026-07-05T14:00:00.000Z');
  });

  it('writes days in Spanish', () => {
    expect(weekdayDayMonth('2026-06-12')).toBe('viernes 12 de junio');
  });
});

describe('phases and windows', () => {
  it('follows the summer through its phases', () => {
    expect(periodPhase(summer, '2026-04-01')).toBe('upcoming');
    expect(periodPhase(summer, '2026-04-25')).toBe('proposals');
    expect(periodPhase(summer, '2026-06-12')).toBe('enrolment');
    expect(periodPhase(summer, '2026-06-13')).toBe('preparation');
    expect(periodPhase(summer, '2026-07-06')).toBe('classes');
    expect(periodPhase(summer, '2026-08-15')).toBe('grading');
    expect(periodPhase(summer, '2026-08-22')).toBe('closed');
  });

  it('says the phase with its deadline', () => {
    expect(phaseHeadline(summer, '2026-06-01')).toBe('Inscripciones abiertas hasta el viernes 12 de junio');
    expect(phaseHeadline(summer, '2026-05-10')).toBe(
      'Propuestas e inscripciones abiertas hasta el viernes 12 de junio',
    );
  });

  it('the enrolment window includes its first and last day', () => {
    expect(enrolmentWindowRefusal(summer, '2026-05-03')).toBe(
      'El periodo de inscripción de Verano 2026 abre el 4 de mayo.',
    );
    expect(enrolmentWindowRefusal(summer, '2026-05-04')).toBeNull();
    expect(enrolmentWindowRefusal(summer, '2026-06-12')).toBeNull();
    expect(enrolmentWindowRefusal(summer, '2026-06-13')).toBe(
      'El periodo de inscripción de Verano 2026 cerró el 12 de junio.',
    );
  });

  it('the proposal window', () => {
    expect(proposalWindowRefusal(summer, '2026-05-29')).toBeNull();
    expect(proposalWindowRefusal(summer, '2026-05-30')).toBe(
      'El periodo de propuestas de Verano 2026 cerró el 29 de mayo.',
    );
  });

  it('the current period is the latest whose grades are not yet due', () => {
    const next = { ...summer, year: 2027, ...nextPeriodDates(summer) };
    expect(currentPeriod([next, summer], '2026-08-21')?.year).toBe(2026);
    expect(currentPeriod([next, summer], '2026-08-22')?.year).toBe(2027);
    expect(currentPeriod([summer], '2027-01-01')?.year).toBe(2026);
  });

  it('next summer keeps the weekdays', () => {
    const next = nextPeriodDates(summer);
    expect(next.enrolmentClose).toBe('2027-06-11');
    expect(weekdayDayMonth(next.enrolmentClose)).toBe('viernes 11 de junio');
  });
});

describe('who may act when', () => {
  it('students keep the windows; administrators act outside them but not on a past summer', () => {
    expect(calendarRefusal(summer, '2026-06-13', 'enrolment', 'student')?.key).toBe('enrolmentWindowClosed');
    expect(calendarRefusal(summer, '2026-06-13', 'enrolment', 'admin')).toBeNull();
    expect(calendarRefusal(summer, '2026-05-30', 'proposal', 'student')?.message).toBe(
      'El periodo de propuestas de Verano 2026 cerró el 29 de mayo.',
    );
    expect(calendarRefusal(summer, '2026-08-22', 'change', 'admin')).toEqual({
      key: 'periodClosed',
      message: 'Verano 2026 ya concluyó: sus clases solo se consultan y no admiten cambios.',
    });
    expect(calendarRefusal(null, '2026-08-22', 'enrolment', 'student')).toBeNull();
  });
});
