import { CLASS_MOBILITY_SEATS, MAX_ENROLMENTS_PER_STUDENT } from '../constants.ts';
import { ADMIN_ROSTER_STATUSES, STUDENT_ENROLMENT_STATUS } from './class-status.ts';
import type { ScheduleClash } from './schedule-clash.ts';

/**
 * THE enrolment eligibility rule: a list of small pure cases that the API's one enrolment path
 * (apps/api/src/features/classes/enrolment-path.ts) applies to facts it read once under the class's
 * and the student's row locks, before it writes, and that the web app applies to disable a button and
 * say why. Whoever enrols decides the statuses:
 * - a student enrols themselves only while the class is pending (a waitlist promotion follows the
 *   same rule: it is the student's enrolment, made for them when a seat frees up);
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
  especial: 'Un curso especial debe ser tu única materia de verano.',
  otherCareer: 'Esta materia no es de tu carrera: solicita la convalidación.',
} as const;

/** How a student takes the subject of a class (the regulations' ordinary course, a repetition, or a curso especial). */
export const ENROLMENT_KINDS = ['ordinaria', 'repeticion', 'especial'] as const;
export type EnrolmentKind = (typeof ENROLMENT_KINDS)[number];
export const ENROLMENT_KIND_LABELS: Record<EnrolmentKind, string> = {
  ordinaria: 'Ordinaria',
  repeticion: 'Repetición',
  especial: 'Curso especial',
};

/** What a held student is told: the hold's own reason, after a fixed start. */
export function holdMessage(reason: string, who: 'student' | 'admin' = 'student'): string {
  const why = reason.trim().replace(/[.。]+$/u, '');
  return who === 'student'
    ? `Tienes una retención vigente: ${why}. Comunícate con la coordinación académica.`
    : `El estudiante tiene una retención vigente: ${why}.`;
}

/** The same limit met when proposing a class (the create-class page and the API's refusal). */
export const CREATION_LIMIT_MESSAGE = 'Has alcanzado el máximo de 2 inscripciones. No puedes crear más clases.';

export type EnrolmentBlock =
  | 'enrolled'
  | 'unregistered'
  | 'hold'
  | 'limit'
  | 'especial'
  | 'closed'
  | 'otherCareer'
  | 'clash'
  | 'full'
  | 'mobilityFull';

/**
 * The facts about the class that the cases read. Adding a case that needs a new fact of the class: add
 * it here (optional while the web has no value for it), read it in the API's one read of the class.
 */
export interface EligibilityClass {
  status: string;
  /** Regular students counted in the class. */
  enrolled: number;
  max_students: number;
  /**
   * Seats held by open waitlist offers this enrolment must leave alone: every open offer for anyone else,
   * and for the holder of an offer those made before theirs (docs/rules.md ESP). 0 when omitted.
   */
  held?: number;
  /** Mobility students in the class (only read for mode 'mobility'). */
  mobility_enrolled?: number;
  /** The careers the class's subject belongs to (ids); unknown when omitted, and then not checked. */
  careers?: readonly number[];
}

/** The facts about the student (one read in the API, under the student's row lock). */
export interface EligibilityStudent {
  /** Has a student profile (always true for an admin's pick and for mobility students). */
  registered: boolean;
  /** Already in this class. */
  inClass: boolean;
  /** Enrolments that count toward the limit (classes neither rejected nor cancelled). */
  countingEnrolments: number;
  /** A counting class of the student whose schedule clashes with this one (scheduleClash), or null. */
  clash?: ScheduleClash | null;
  /** The reason of the student's oldest hold not lifted, or null when none. */
  hold?: string | null;
  /** How the student asks to take this class; 'ordinaria' when omitted. */
  kind?: EnrolmentKind;
  /** The student holds a counting class taken as a curso especial. */
  holdsEspecial?: boolean;
  /** The student's career; the other-career case is not checked when omitted. */
  careerId?: number;
  /** An administrator approved the student's convalidation of this class's subject. */
  convalidated?: boolean;
}

/** Why an enrolment may not happen: the block, for a clash the class it clashes with, for a hold its reason. */
export interface EnrolmentRefusal {
  block: EnrolmentBlock;
  clash?: ScheduleClash;
  reason?: string;
}

export type Eligibility = { ok: true } | ({ ok: false } & EnrolmentRefusal);

/** One case of the rule: the refusal it finds in the facts, or null when it has nothing against. */
export type EnrolmentCase = (
  cls: EligibilityClass,
  who: EligibilityStudent,
  mode: EnrolmentMode,
) => EnrolmentRefusal | null;

export function statusesFor(mode: EnrolmentMode): readonly string[] {
  return mode === 'student' ? [STUDENT_ENROLMENT_STATUS] : ADMIN_ROSTER_STATUSES;
}

const alreadyIn: EnrolmentCase = (_cls, who) => (who.inClass ? { block: 'enrolled' } : null);

/** Mobility students have no profile here and no 2-class limit. */
const unregistered: EnrolmentCase = (_cls, who, mode) =>
  mode !== 'mobility' && !who.registered ? { block: 'unregistered' } : null;

/** A held student takes nothing new (they keep what they hold). */
const hold: EnrolmentCase = (_cls, who, mode) =>
  mode !== 'mobility' && who.hold ? { block: 'hold', reason: who.hold } : null;

const limit: EnrolmentCase = (_cls, who, mode) =>
  mode !== 'mobility' && who.countingEnrolments >= MAX_ENROLMENTS_PER_STUDENT ? { block: 'limit' } : null;

/**
 * A curso especial is the student's only summer class, in either order: asked for while holding another
 * counting class, or any class asked for while holding one.
 */
const especial: EnrolmentCase = (_cls, who, mode) => {
  if (mode === 'mobility' || who.inClass) return null;
  const asksEspecial = who.kind === 'especial' && who.countingEnrolments > 0;
  return asksEspecial || who.holdsEspecial ? { block: 'especial' } : null;
};

/**
 * A subject of another career needs an approved convalidation before the student takes it themselves; an
 * administrator's enrolment is the coordination's own decision and needs none.
 */
const otherCareer: EnrolmentCase = (cls, who, mode) => {
  if (mode !== 'student' || who.careerId === undefined || !cls.careers?.length) return null;
  return cls.careers.includes(who.careerId) || who.convalidated ? null : { block: 'otherCareer' };
};

const closed: EnrolmentCase = (cls, _who, mode) =>
  statusesFor(mode).includes(cls.status) ? null : { block: 'closed' };

const clash: EnrolmentCase = (_cls, who, mode) =>
  mode !== 'mobility' && who.clash ? { block: 'clash', clash: who.clash } : null;

const seats: EnrolmentCase = (cls, _who, mode) => {
  if (mode === 'mobility')
    return (cls.mobility_enrolled ?? 0) >= CLASS_MOBILITY_SEATS ? { block: 'mobilityFull' } : null;
  return cls.enrolled + (cls.held ?? 0) >= cls.max_students ? { block: 'full' } : null;
};

/**
 * The cases, in the order a person cares about: already in it; no profile; a hold and then the 2-class
 * limit and a curso especial (the student's own situation, which disables every other button,
 * docs/rules.md); the class's status; a schedule clash with a class the student holds (before the seats,
 * so a full clashing class says why the waitlist is closed too); a subject of another career without a
 * convalidation; its seats (regular or mobility). The first that refuses answers. A new case goes in
 * where its refusal should win over the ones after it (docs/architecture.md, «Adding an eligibility case»).
 */
export const ENROLMENT_CASES: readonly EnrolmentCase[] = [
  alreadyIn,
  unregistered,
  hold,
  limit,
  especial,
  closed,
  clash,
  otherCareer,
  seats,
];

/** The blocks that come from the student's own situation, not the class: they close every class alike. */
export const PERSONAL_BLOCKS: readonly EnrolmentBlock[] = ['enrolled', 'unregistered', 'hold', 'limit', 'especial'];

/** Whether the enrolment may happen, and if not the first refusal of ENROLMENT_CASES. */
export function enrolmentEligibility(
  cls: EligibilityClass,
  who: EligibilityStudent,
  mode: EnrolmentMode = 'student',
): Eligibility {
  for (const check of ENROLMENT_CASES) {
    const refusal = check(cls, who, mode);
    if (refusal) return { ok: false, ...refusal };
  }
  return { ok: true };
}
