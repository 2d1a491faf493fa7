import { CLASS_MAX_STUDENTS, CLASS_MIN_STUDENTS, CLASS_MOBILITY_SEATS } from '../constants.ts';
import { addDays, cancunDayStart, dayMonth, isIsoDay, weekdayDayMonth } from './institute-days.ts';

/**
 * A summer's calendar. Every date is a whole day (`YYYY-MM-DD`) in the institute's zone, America/Cancun,
 * whatever zone the server runs in: "today" is the day an instant falls on in Cancun (`cancunDay`), and a
 * window is open on every day from its opening to its closing day, both included.
 */

/** The dates of a period, in the order they must keep. */
export const PERIOD_DATE_FIELDS = [
  'proposalsOpen',
  'proposalsClose',
  'enrolmentOpen',
  'enrolmentClose',
  'publication',
  'classesStart',
  'classesEnd',
  'gradesDue',
] as const;
export type PeriodDateField = (typeof PERIOD_DATE_FIELDS)[number];
export type PeriodDates = Record<PeriodDateField, string>;

export interface PeriodSizes {
  paymentDays: number;
  minStudents: number;
  maxStudents: number;
  mobilitySeats: number;
}
export type PeriodFields = PeriodDates & PeriodSizes;
export interface Period extends PeriodFields {
  year: number;
}

/** What each date is called on screens and in messages. */
export const PERIOD_FIELD_LABELS: Record<PeriodDateField | keyof PeriodSizes | 'year', string> = {
  year: 'El año',
  proposalsOpen: 'La apertura de propuestas',
  proposalsClose: 'El cierre de propuestas',
  enrolmentOpen: 'La apertura de inscripciones',
  enrolmentClose: 'El cierre de inscripciones',
  publication: 'La publicación de grupos',
  classesStart: 'El inicio de clases',
  classesEnd: 'El fin de clases',
  gradesDue: 'La entrega de calificaciones',
  paymentDays: 'Los días para pagar',
  minStudents: 'El mínimo de estudiantes',
  maxStudents: 'El máximo de estudiantes',
  mobilitySeats: 'Los lugares de movilidad',
};

/** Group sizes of a period when none are given: the institute's (overridden by CLASS_* on the server). */
export const DEFAULT_PERIOD_SIZES: PeriodSizes = {
  paymentDays: 5,
  minStudents: CLASS_MIN_STUDENTS,
  maxStudents: CLASS_MAX_STUDENTS,
  mobilitySeats: CLASS_MOBILITY_SEATS,
};

/**
 * Each pair is (earlier, later, may they be the same day): each window opens no later than it closes,
 * enrolment closes no later than groups are published, publication no later than classes start, classes
 * start before they end and end no later than grades are due.
 */
const ORDER: [PeriodDateField, PeriodDateField, boolean][] = [
  ['proposalsOpen', 'proposalsClose', true],
  ['enrolmentOpen', 'enrolmentClose', true],
  ['enrolmentClose', 'publication', true],
  ['publication', 'classesStart', true],
  ['classesStart', 'classesEnd', false],
  ['classesEnd', 'gradesDue', true],
];

/** «a» + a label, with «a el» contracted to «al». */
const toLabel = (label: string) =>
  label.startsWith('El ') ? `al ${label.slice(3)}` : `a ${label.charAt(0).toLowerCase()}${label.slice(1)}`;

/**
 * Every problem of a period's fields, in field order (`{ field, message }`, the message names the field in
 * Spanish): a missing or impossible date, a date out of order with the one before it, a size out of range.
 */
export function periodProblems(
  p: Partial<Record<keyof PeriodFields, unknown>>,
): { field: keyof PeriodFields; message: string }[] {
  const problems: { field: keyof PeriodFields; message: string }[] = [];
  const bad = new Set<string>();
  for (const field of PERIOD_DATE_FIELDS) {
    if (!isIsoDay(p[field])) {
      bad.add(field);
      problems.push({ field, message: `${PERIOD_FIELD_LABELS[field]} debe ser una fecha válida (AAAA-MM-DD).` });
    }
  }
  for (const [earlier, later, same] of ORDER) {
    if (bad.has(earlier) || bad.has(later)) continue;
    const a = p[earlier] as string;
    const b = p[later] as string;
    if (b < a || (!same && b === a)) {
      problems.push({
        field: later,
        message: `${PERIOD_FIELD_LABELS[later]} (${b}) debe ser ${same ? 'igual o posterior' : 'posterior'} ${toLabel(PERIOD_FIELD_LABELS[earlier])} (${a}).`,
      });
    }
  }
  const int = (field: keyof PeriodSizes, min: number, max: number) => {
    const v = p[field];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      problems.push({
        field,
        message: `${PERIOD_FIELD_LABELS[field]} debe ser un número entero entre ${min} y ${max}.`,
      });
      return false;
    }
    return true;
  };
  int('paymentDays', 0, 60);
  const minOk = int('minStudents', 1, 500);
  const maxOk = int('maxStudents', 1, 500);
  int('mobilitySeats', 0, 50);
  if (minOk && maxOk && (p.maxStudents as number) < (p.minStudents as number)) {
    problems.push({ field: 'maxStudents', message: 'El máximo de estudiantes debe ser igual o mayor que el mínimo.' });
  }
  return problems;
}

/** «Verano 2026». */
export const periodName = (year: number) => `Verano ${year}`;

export type PeriodPhase = 'upcoming' | 'proposals' | 'enrolment' | 'preparation' | 'classes' | 'grading' | 'closed';

export const PHASE_LABELS: Record<PeriodPhase, string> = {
  upcoming: 'Próximo',
  proposals: 'Propuestas abiertas',
  enrolment: 'Inscripciones abiertas',
  preparation: 'Preparación de grupos',
  classes: 'Clases en curso',
  grading: 'Entrega de calificaciones',
  closed: 'Concluido',
};

const within = (today: string, open: string, close: string) => open <= today && today <= close;

/** Which windows are open on `today`. */
export function openWindows(p: PeriodDates, today: string): { proposals: boolean; enrolment: boolean } {
  return {
    proposals: within(today, p.proposalsOpen, p.proposalsClose),
    enrolment: within(today, p.enrolmentOpen, p.enrolmentClose),
  };
}

/** The phase of a period on `today`; while enrolment is open it is the phase that counts. */
export function periodPhase(p: PeriodDates, today: string): PeriodPhase {
  const open = openWindows(p, today);
  if (open.enrolment) return 'enrolment';
  if (open.proposals) return 'proposals';
  if (today > p.gradesDue) return 'closed';
  if (today > p.classesEnd) return 'grading';
  if (today >= p.classesStart) return 'classes';
  const firstOpen = p.proposalsOpen < p.enrolmentOpen ? p.proposalsOpen : p.enrolmentOpen;
  if (today < firstOpen) return 'upcoming';
  return 'preparation';
}

/** The phase with its deadline, as the banner says it: «Inscripciones abiertas hasta el viernes 12 de junio». */
export function phaseHeadline(p: Period, today: string): string {
  const phase = periodPhase(p, today);
  const name = periodName(p.year);
  switch (phase) {
    case 'enrolment': {
      const both = openWindows(p, today).proposals;
      return `${both ? 'Propuestas e inscripciones' : 'Inscripciones'} abiertas hasta el ${weekdayDayMonth(p.enrolmentClose)}`;
    }
    case 'proposals':
      return `Propuestas de clases abiertas hasta el ${weekdayDayMonth(p.proposalsClose)}`;
    case 'upcoming':
      return `${name}: las propuestas abren el ${weekdayDayMonth(p.proposalsOpen)}`;
    case 'preparation':
      return `${name}: inscripciones cerradas; las clases inician el ${weekdayDayMonth(p.classesStart)}`;
    case 'classes':
      return `${name}: clases en curso hasta el ${weekdayDayMonth(p.classesEnd)}`;
    case 'grading':
      return `${name}: entrega de calificaciones hasta el ${weekdayDayMonth(p.gradesDue)}`;
    case 'closed':
      return `${name} concluyó el ${weekdayDayMonth(p.gradesDue)}`;
  }
}

/** A past summer: its grades were due before `today`; its classes only read. */
export const isPastPeriod = (p: PeriodDates, today: string) => today > p.gradesDue;

export const pastPeriodMessage = (year: number) =>
  `${periodName(year)} ya concluyó: sus clases solo se consultan y no admiten cambios.`;

function windowRefusal(label: string, year: number, open: string, close: string, today: string): string | null {
  if (today < open) return `El periodo de ${label} de ${periodName(year)} abre el ${dayMonth(open)}.`;
  if (today > close) return `El periodo de ${label} de ${periodName(year)} cerró el ${dayMonth(close)}.`;
  return null;
}

/** Why a student may not propose a class of period `p` on `today` (null: they may). */
export function proposalWindowRefusal(p: Period, today: string): string | null {
  return windowRefusal('propuestas', p.year, p.proposalsOpen, p.proposalsClose, today);
}

/** Why a student may not enrol, join a waitlist or withdraw in a class of period `p` on `today` (null: they may). */
export function enrolmentWindowRefusal(p: Period, today: string): string | null {
  return windowRefusal('inscripción', p.year, p.enrolmentOpen, p.enrolmentClose, today);
}

/**
 * The next summer's dates from the last one's, on the same weekdays: every date moves by whole weeks, as
 * many as keep it nearest to the same calendar day `years` later (52 weeks for one year).
 */
export function nextPeriodDates(last: PeriodDates, years = 1): PeriodDates {
  const shift = 7 * Math.round((365.2425 * years) / 7);
  const out = {} as PeriodDates;
  for (const field of PERIOD_DATE_FIELDS) out[field] = addDays(last[field], shift);
  return out;
}

/** The period that is "current" on `today`: the latest whose grades are not yet due, else the latest. */
export function currentPeriod<T extends Period>(periods: readonly T[], today: string): T | null {
  const sorted = [...periods].sort((a, b) => a.year - b.year);
  return sorted.find((p) => today <= p.gradesDue) ?? sorted.at(-1) ?? null;
}

/** When the enrolment-close work is due: the first instant of the day after enrolment closes, in Cancun. */
export function enrolmentCloseDueAt(p: PeriodDates): Date {
  return cancunDayStart(addDays(p.enrolmentClose, 1));
}

/** The classes-start reminder: 09:00 in Cancun of the day before classes start. */
export function classesStartReminderAt(p: Pick<PeriodDates, 'classesStart'>): Date {
  return new Date(cancunDayStart(addDays(p.classesStart, -1)).getTime() + 9 * 3_600_000);
}

export type CalendarAction = 'proposal' | 'enrolment' | 'change';
export type CalendarRefusalKey = 'proposalWindowClosed' | 'enrolmentWindowClosed' | 'periodClosed';

/**
 * Whether the calendar lets `mode` do `action` on a class of period `p` on `today`: a student proposes only
 * in the proposal window and enrols, waits or withdraws only in the enrolment window (the message names the
 * window and its date); an administrator acts outside the windows, but nobody changes a past summer's
 * classes. A class whose year has no period row (only rows written outside the API) keeps no window.
 */
export function calendarRefusal(
  p: Period | null,
  today: string,
  action: CalendarAction,
  mode: 'student' | 'admin',
): { key: CalendarRefusalKey; message: string } | null {
  if (!p) return null;
  if (mode === 'student' && action === 'proposal') {
    const message = proposalWindowRefusal(p, today);
    if (message) return { key: 'proposalWindowClosed', message };
  }
  if (mode === 'student' && action === 'enrolment') {
    const message = enrolmentWindowRefusal(p, today);
    if (message) return { key: 'enrolmentWindowClosed', message };
  }
  if (isPastPeriod(p, today)) return { key: 'periodClosed', message: pastPeriodMessage(p.year) };
  return null;
}

/** The admin's period form: the year and every field of `periodProblems`, each mistake under its field. */
export function periodFormProblems(v: Partial<Period>): Partial<Record<keyof Period, string>> {
  const byField: Partial<Record<keyof Period, string>> = {};
  if (typeof v.year !== 'number' || !Number.isInteger(v.year) || v.year < 2000 || v.year > 2100) {
    byField.year = 'El año debe estar entre 2000 y 2100.';
  }
  for (const { field, message } of periodProblems(v)) byField[field] ??= message;
  return byField;
}
