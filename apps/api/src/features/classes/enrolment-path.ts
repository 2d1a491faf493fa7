import { MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import { DomainError } from '@portal/domain/errors';
import {
  enrolmentEligibility,
  enrolmentRefusalError,
  statusesFor,
  type EligibilityStudent,
  type EnrolmentKind,
  type CalendarAction,
  type EnrolmentRefusal,
} from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { lockedClass, lockedStudent, type LockedClass } from '../../db/locked-rows.ts';
import { takePlace } from './enrolment.repository.ts';
import { keepCalendarOf } from '../../lib/period-guard.ts';
import { clashFor } from './schedule-clash.service.ts';
import { eligibilityFacts } from './eligibility.repository.ts';
import { deleteWaitlistEntry, heldSeatsFor } from './waitlist.repository.ts';
import { openPayment } from '../../money/place-payments.ts';
import { activityRow, type ActivityRecord } from '../../events/activity.ts';

/** A place in a class of these statuses is confirmed: it comes with its payment. */
const CONFIRMED_STATUSES: readonly string[] = ['aprobado', 'active'];

/**
 * How a student comes to hold a place: enrolling themselves, enrolled by an admin (or named the
 * responsible student of a class an admin creates), or moved in from the waitlist when a seat frees
 * up. A promotion is the student's own enrolment made for them: it follows the student's rule.
 */
export type EnrolmentWay = 'student' | 'admin' | 'promotion';

export interface Enrolled {
  ok: true;
  id_student_class: number;
  group_leader: boolean;
  /** The class's regular students after this enrolment, and its seats. */
  enrolled: number;
  max_students: number;
}

/** The calendar's word to keep, read with the class's locked row (an enrolment request's; lib/period-guard.ts). */
export interface CalendarCheck {
  action: CalendarAction;
  mode: 'student' | 'admin';
}

/**
 * The activity record of a place, from what the place will be (the class's count after it, whether its
 * first member leads it): written by the same statement as the place on PostgreSQL (enrolment.repository.ts).
 */
export type PlaceActivity = (place: { groupLeader: boolean; enrolled: number }) => ActivityRecord;

/** A dry run's answer: the rule lets the student take the place now. */
export interface Eligible {
  ok: true;
  dryRun: true;
}

export interface Refused {
  ok: false;
  /** Which case of the rule refused (what a promotion reads to stop or skip); null: no such class. */
  refusal: EnrolmentRefusal | null;
  /** What the API answers, worded for who asked. */
  error: DomainError;
}

/**
 * The facts the eligibility rule decides on, each read once: the class's row (locked), then the
 * student's (locked after the class's, the order every transaction takes them in), then what the
 * student may take (eligibility.repository.ts: their count of the class's summer, hold, curso
 * especial, career, convalidation, the subject's careers), then — only when the student holds a counting class it could clash with and
 * nothing before the clash refuses — the schedules. A new case of the rule reads its fact here, once.
 */
async function readFacts(
  trx: DbOrTrx,
  classId: number,
  studentId: number,
  kind: EnrolmentKind,
  now: Date,
  calendar: CalendarCheck | undefined,
) {
  const lockedCls = await lockedClass(trx, classId);
  if (!lockedCls) return undefined;
  // The calendar first, as read with the class's row: outside its window nothing else is read.
  if (calendar) keepCalendarOf(lockedCls.calendar, now, calendar.action, calendar.mode);
  const student = await lockedStudent(trx, classId, studentId);
  const taking = student ? await eligibilityFacts(trx, classId, studentId, lockedCls.period) : undefined;
  // The limit is per summer: only the classes of this class's summer count.
  const counting = taking?.summerEnrolments ?? 0;
  // Seats held by open waitlist offers: a class that never had a list has none.
  const held = lockedCls.waitlist_tickets > 0 ? await heldSeatsFor(trx, classId, studentId, now) : 0;
  const cls = { ...lockedCls, held, careers: taking?.careers ?? [] };
  const who: EligibilityStudent = {
    registered: student !== undefined,
    inClass: student?.inClass ?? false,
    countingEnrolments: counting,
    kind,
    hold: taking?.hold ?? null,
    holdsEspecial: taking?.holdsEspecial ?? false,
    convalidated: taking?.convalidated ?? false,
    ...(taking ? { careerId: taking.careerId } : {}),
    // Moot without a counting class to clash with, and when being in the class or the limit refuses first.
    clash:
      counting > 0 && counting < MAX_ENROLMENTS_PER_STUDENT && !student?.inClass
        ? await clashFor(trx, classId, studentId)
        : null,
  };
  return { cls, who };
}

/** The writes of a place, in their one order; each is conditional, and the facts said it applies. */
async function writePlace(
  trx: DbOrTrx,
  ctx: ServiceContext,
  args: {
    classId: number;
    studentId: number;
    way: EnrolmentWay;
    cls: LockedClass & { held: number };
    kind: EnrolmentKind;
    activity: PlaceActivity | undefined;
  },
): Promise<Enrolled> {
  const { classId, studentId, way, kind } = args;
  // Under the class's lock its count moves only by this seat: the record says what the seat will be.
  const enrolled = args.cls.enrolled + 1;
  const record = args.activity?.({ groupLeader: enrolled === 1, enrolled });
  const place = await takePlace(trx, {
    classId,
    studentId,
    statuses: statusesFor(way === 'admin' ? 'admin' : 'student'),
    held: args.cls.held,
    period: args.cls.period,
    now: ctx.now.toISOString(),
    promotedAt: way === 'promotion' ? ctx.now.toISOString() : null,
    kind,
    ...(record ? { activity: activityRow(ctx, record) } : {}),
  });
  // Under the rows' locks the facts cannot have moved: a write that does not apply is a bug, and the
  // CHECK constraints behind these writes are the last line against it.
  if (place === 'moved') throw new Error(`enrolment of student ${studentId} in class ${classId}: facts moved`);
  if (place === 'duplicate') throw new Error(`student ${studentId} enrolled twice in class ${classId}`);
  if (place.enrolled !== enrolled)
    throw new Error(`enrolment of student ${studentId} in class ${classId}: count moved`);
  // Enrolling removes the student's waitlist entry of the class; a class that never had a list has none.
  if (args.cls.waitlist_tickets > 0) await deleteWaitlistEntry(trx, classId, studentId);
  // A student who joins a confirmed group owes its fee from today (docs/rules.md PGO).
  if (CONFIRMED_STATUSES.includes(args.cls.status)) await openPayment(trx, ctx, classId, studentId);
  return {
    ok: true,
    id_student_class: place.id_student_class,
    group_leader: place.leader,
    enrolled: place.enrolled,
    max_students: place.max_students,
  };
}

/** Who takes which class, how, and what the request adds (its calendar check, its activity record). */
interface EnrolArgs {
  classId: number;
  studentId: number;
  way: EnrolmentWay;
  kind?: EnrolmentKind;
  calendar?: CalendarCheck;
  activity?: PlaceActivity;
}

/**
 * THE enrolment path (docs/decisions/004-enrolment-concurrency.md), inside the caller's transaction,
 * for every way a student gets a place: read the facts once under the class's and then the student's
 * row lock, decide with the domain's eligibility rule, then write — take the seat, count the
 * enrolment, insert the row (the first of a class leads it), drop the student's waitlist entry, open
 * the place's payment when the group is already confirmed. A
 * refusal is explained from the same facts and nothing is written; the caller throws it (a request)
 * or skips the student (a promotion).
 */
export async function enrolInTransaction(
  trx: DbOrTrx,
  ctx: ServiceContext,
  args: EnrolArgs,
): Promise<Enrolled | Refused>;
/**
 * The same reads and the same rule, without the writes: whether the student would get the place now
 * (what a waitlist offer is made on — the rule is checked again, whole, when it is accepted).
 */
export async function enrolInTransaction(
  trx: DbOrTrx,
  ctx: ServiceContext,
  args: Omit<EnrolArgs, 'calendar' | 'activity'> & { dryRun: true },
): Promise<Eligible | Refused>;
export async function enrolInTransaction(
  trx: DbOrTrx,
  ctx: ServiceContext,
  args: EnrolArgs & { dryRun?: boolean },
): Promise<Enrolled | Eligible | Refused> {
  const { classId, studentId, way } = args;
  // A promotion has no say: the student waited for the class as an ordinary course.
  const kind = args.kind ?? 'ordinaria';
  const mode = way === 'admin' ? 'admin' : 'student';
  const facts = await readFacts(trx, classId, studentId, kind, ctx.now, args.calendar);
  if (!facts) return { ok: false, refusal: null, error: new DomainError('classNotFound') };
  const verdict = enrolmentEligibility(facts.cls, facts.who, mode);
  if (!verdict.ok)
    return { ok: false, refusal: verdict, error: enrolmentRefusalError(verdict, mode, facts.cls.status) };
  if (args.dryRun) return { ok: true, dryRun: true };
  return writePlace(trx, ctx, { classId, studentId, way, cls: facts.cls, kind, activity: args.activity });
}
