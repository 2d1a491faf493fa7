import {
  clashMark,
  ENROLMENT_BLOCK_MESSAGES,
  classStatusLabel,
  enrolmentEligibility,
  holdMessage,
  ofSummer,
  PERSONAL_BLOCKS,
  scheduleClash,
  waitlistEligibility,
  type EnrolmentBlock,
  type HeldClass,
  type ScheduleEntryLike,
} from '@portal/domain/rules';

/** `window`: the class's period is outside its enrolment window (the calendar). */
export type EnrolBlock = Exclude<EnrolmentBlock, 'mobilityFull'> | 'window';

export interface EnrolState {
  canEnrol: boolean;
  block: EnrolBlock | null;
  /** The button's visible text. */
  label: string;
  /** Why it cannot be pressed (tooltip and description), or null. */
  reason: string | null;
}

export interface Enrolments {
  /** The signed-in student has a student profile. */
  registered: boolean;
  /** Classes the student is in (enrolled or proposed), released ones included. */
  classIds: readonly number[];
  /**
   * Of those, the ones that count (neither rejected nor cancelled), with their summer, schedule and how
   * they are taken: the limit, the clash and the curso especial look only at the browsed class's summer.
   * When omitted, every class of `classIds` counts and none clashes.
   */
  counting?: readonly CountingClass[];
  /** The student's waitlists: class id → place in line. */
  waiting?: ReadonlyMap<number, { position: number; total: number }>;
  /** Period year → why enrolment is closed now (the server's message); open periods are absent. */
  windowClosed?: ReadonlyMap<number, string>;
  /** The student's career (the other-career rule is not applied when omitted). */
  careerId?: number;
  /** The reason of the student's hold, or null. */
  hold?: string | null;
  /** Subjects whose convalidation an administrator approved for the student. */
  convalidatedSubjects?: ReadonlySet<number>;
}

/** A class the student holds that counts: its summer and schedule (the clash) and how it is taken. */
export type CountingClass = HeldClass & { kind?: string };

/** A class as the browser shows it; schedule and period let the clash rule run. */
export interface BrowsedClass {
  id_class: number;
  status: string;
  enrrolled: number;
  max_students: number;
  /** Seats held by waitlist offers not yet answered: taken for this student too (ESP-5). */
  held_seats?: number;
  period?: number;
  Schedules?: readonly ScheduleEntryLike[];
  /** The subject with its careers (the other-career rule). */
  Subjects?: { id_subject: number; Careers?: readonly { id_career: number }[] };
}

/** Why the button is disabled: the very messages the server answers when the enrolment is tried anyway. */
export const ENROL_REASONS = ENROLMENT_BLOCK_MESSAGES;

export function closedReason(status: string): string {
  return `Solo puedes inscribirte en clases pendientes; esta clase está ${classStatusLabel(status).toLowerCase()}.`;
}

const LABELS: Record<EnrolBlock, string> = {
  enrolled: 'Inscrito',
  unregistered: 'Inscribirme',
  limit: 'Inscribirme',
  closed: 'Inscripción cerrada',
  clash: 'Inscribirme',
  hold: 'Inscribirme',
  especial: 'Inscribirme',
  otherCareer: 'Inscribirme',
  full: 'Clase llena',
  window: 'Inscribirme',
};

/**
 * Whether the student may enrol in a class, and if not, why: the domain's eligibility rule (the one
 * the server applies), worded for the button. Only enrolments that still count (classes neither
 * rejected nor cancelled) take up the limit.
 */
export function enrolState(cls: BrowsedClass, me: Enrolments): EnrolState {
  const verdict = enrolmentEligibility(
    {
      status: cls.status,
      enrolled: cls.enrrolled,
      max_students: cls.max_students,
      held: cls.held_seats ?? 0,
      ...(cls.Subjects?.Careers ? { careers: cls.Subjects.Careers.map((c) => c.id_career) } : {}),
    },
    {
      registered: me.registered,
      inClass: me.classIds.includes(cls.id_class),
      countingEnrolments: countingIn(me, cls.period),
      clash: clashOf(cls, me),
      hold: me.hold ?? null,
      holdsEspecial: sameSummer(cls, me).some((c) => c.kind === 'especial' && c.id_class !== cls.id_class),
      ...(me.careerId === undefined ? {} : { careerId: me.careerId }),
      convalidated: cls.Subjects ? (me.convalidatedSubjects?.has(cls.Subjects.id_subject) ?? false) : false,
    },
    'student',
  );
  // Outside the enrolment window that is the reason, unless the student's own situation (enrolled already,
  // no profile, at the limit) keeps them out of every class anyway.
  const closedWindow = cls.period === undefined ? undefined : me.windowClosed?.get(cls.period);
  const personal = !verdict.ok && PERSONAL_BLOCKS.includes(verdict.block);
  if (closedWindow && !personal) {
    return { canEnrol: false, block: 'window', label: LABELS.window, reason: closedWindow };
  }
  if (verdict.ok) return { canEnrol: true, block: null, label: 'Inscribirme', reason: null };
  const block = verdict.block as Exclude<EnrolBlock, 'window'>;
  const reason =
    block === 'closed'
      ? closedReason(cls.status)
      : block === 'clash'
        ? `${clashMark(verdict.clash!)}.`
        : block === 'hold'
          ? holdMessage(verdict.reason ?? '')
          : ENROL_REASONS[block];
  return { canEnrol: false, block, label: LABELS[block], reason };
}

/** A distinct accessible name per button: "Inscribirme en Cálculo Diferencial (clase 12)". */
export function enrolButtonName(state: EnrolState, subjectName: string, classId: number): string {
  const target = `${subjectName} (clase ${classId})`;
  return state.label === 'Inscribirme' ? `Inscribirme en ${target}` : `${state.label}: ${target}`;
}

/** The student's counting classes of the browsed class's summer (all when the class names none). */
const sameSummer = (cls: BrowsedClass, me: Enrolments) => ofSummer(me.counting ?? [], cls.period);

/** How many classes that count the student holds in summer `period`: what the two-class limit looks at. */
export function countingIn(me: Enrolments, period: number | null | undefined): number {
  return me.counting ? ofSummer(me.counting, period).length : me.classIds.length;
}

/** The counting class of the student whose schedule clashes with this one (packages/domain's rule), or null. */
export function clashOf(cls: BrowsedClass, me: Enrolments) {
  const held = sameSummer(cls, me);
  if (!cls.Schedules || !held.length) return null;
  return scheduleClash({ id_class: cls.id_class, period: cls.period, Schedules: cls.Schedules }, held);
}

export type WaitlistOption = { action: 'join' } | { action: 'leave'; position: number; total: number };

/**
 * The waitlist button of a class: "leave" with the place when the student waits for it,
 * "join" when the domain's waitlist rule lets them (full pending class, not theirs, no clash, under
 * 2 lists), otherwise none.
 */
export function waitlistOption(cls: BrowsedClass, me: Enrolments): WaitlistOption | null {
  const place = me.waiting?.get(cls.id_class);
  // The waitlist keeps the enrolment window too: outside it there is nothing to press.
  if (cls.period !== undefined && me.windowClosed?.has(cls.period)) return null;
  if (place !== undefined) return { action: 'leave', ...place };
  const verdict = waitlistEligibility(
    { status: cls.status, enrolled: cls.enrrolled, max_students: cls.max_students, held: cls.held_seats ?? 0 },
    {
      registered: me.registered,
      inClass: me.classIds.includes(cls.id_class),
      waiting: false,
      waitlists: me.waiting?.size ?? 0,
      clash: clashOf(cls, me),
    },
  );
  return verdict.ok ? { action: 'join' } : null;
}
