import { CLASS_MOBILITY_SEATS, MAX_ENROLMENTS_PER_STUDENT } from '../constants.ts';
import { ADMIN_ROSTER_STATUSES, STUDENT_ENROLMENT_STATUS } from './class-status.ts';
import type { ScheduleClash } from './schedule-clash.ts';

/**
 * THE enrolment eligibility rule: one pure function that the API
 * service applies before its conditional writes (which keep it true under concurrency) and the web
 * app applies to disable a button and say why. Whoever enrols decides the statuses:
 * - a student enrols themselves only while the class is pending;
 * - an admin enrols a registered student while the roster is not locked (pendiente, active);
 * - a mobility student (from another institute) takes one of the class's mobility places, never a
 *   regular seat, and never counts against anyone's 2-class limit.
 */
export type EnrolmentMode = 'student' | 'admin' | 'mobility';

/**
 * What a student is told when a block stops their own enrolment or proposal: the API's refusal
 * (ERROR_MESSAGES takes them from here) and the web's disabled button say the same words. A small
 * object of its own, so a page that explains a block does not ship every error message.
 */
export const ENROLMENT_BLOCK_MESSAGES = {
  enrolled: 'Ya estás inscrito en esta clase.',
  unregistered: 'Debes estar registrado como estudiante para inscribirte a una clase.',
  limit: 'Has alcanzado el máximo de 2 inscripciones.',
  full: 'La clase ya está llena.',
} as const;

/** The same limit met when proposing a class (the create-class page and the API's refusal). */
export const CREATION_LIMIT_MESSAGE = 'Has alcanzado el máximo de 2 inscripciones. No puedes crear más clases.';

export type EnrolmentBlock = 'enrolled' | 'unregistered' | 'limit' | 'closed' | 'clash' | 'full' | 'mobilityFull';

export interface EligibilityClass {
  status: string;
  /** Regular students counted in the class. */
  enrolled: number;
  max_students: number;
  /** Mobility students in the class (only read for mode 'mobility'). */
  mobility_enrolled?: number;
}

export interface EligibilityStudent {
  /** Has a student profile (always true for an admin's pick and for mobility students). */
  registered: boolean;
  /** Already in this class. */
  inClass: boolean;
  /** Enrolments that count toward the limit (classes neither rejected nor cancelled). */
  countingEnrolments: number;
  /** A counting class of the student whose schedule clashes with this one (scheduleClash), or null. */
  clash?: ScheduleClash | null;
}

export type Eligibility = { ok: true } | { ok: false; block: EnrolmentBlock; clash?: ScheduleClash };

export function statusesFor(mode: EnrolmentMode): readonly string[] {
  return mode === 'student' ? [STUDENT_ENROLMENT_STATUS] : ADMIN_ROSTER_STATUSES;
}

/**
 * Whether the enrolment may happen, and if not the first reason in the order a person cares about:
 * already in it; no profile; the 2-class limit (which disables every other button, docs/rules.md INS-4); the
 * class's status; a schedule clash with a class the student holds (before the seats, so a full
 * clashing class says why the waitlist is closed too); its seats (regular or mobility).
 */
export function enrolmentEligibility(
  cls: EligibilityClass,
  who: EligibilityStudent,
  mode: EnrolmentMode = 'student',
): Eligibility {
  if (who.inClass) return { ok: false, block: 'enrolled' };
  if (mode !== 'mobility') {
    if (!who.registered) return { ok: false, block: 'unregistered' };
    if (who.countingEnrolments >= MAX_ENROLMENTS_PER_STUDENT) return { ok: false, block: 'limit' };
  }
  if (!statusesFor(mode).includes(cls.status)) return { ok: false, block: 'closed' };
  if (mode !== 'mobility' && who.clash) return { ok: false, block: 'clash', clash: who.clash };
  if (mode === 'mobility') {
    return (cls.mobility_enrolled ?? 0) >= CLASS_MOBILITY_SEATS ? { ok: false, block: 'mobilityFull' } : { ok: true };
  }
  return cls.enrolled >= cls.max_students ? { ok: false, block: 'full' } : { ok: true };
}
