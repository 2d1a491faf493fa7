import { DomainError } from '@portal/domain/errors';
import {
  ADMIN_ROSTER_STATUSES,
  enrolmentEligibility,
  isRosterLocked,
  rosterLockedMessage,
  statusesFor,
  SUCCESS_MESSAGES,
  WITHDRAWAL_STATUS,
  withdrawalRefusal,
  type EnrolmentBlock,
  type ScheduleClash,
} from '@portal/domain/rules';
import type { EnrollBody, EnrolmentResult, RemovalResult } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { isAdmin, type Identity, type StudentIdentity } from '../../lib/identity.ts';
import {
  countEnrolment,
  deleteEnrolment,
  eligibilityFacts,
  insertEnrolment,
  isEnrolled,
  promoteEarliestMember,
  releaseSeat,
  takeSeat,
  uncountEnrolment,
} from './enrolment.repository.ts';
import { actorFromIdentity, recordActivity, type Actor } from '../../events/activity.ts';
import { notify } from '../../events/notify.ts';
import { clashError, clashFor } from './schedule-clash.service.ts';
import { deleteWaitlistEntry } from './waitlist.repository.ts';
import { promoteFromWaitlist } from './waitlist-promotion.service.ts';
import { classState } from './classes.repository.ts';

export type EnrolmentMode = 'student' | 'admin';

const REFUSALS = {
  student: { already: 'alreadyEnrolled', limit: 'enrolmentLimit', missing: 'studentNotFound' },
  admin: { already: 'studentAlreadyEnrolled', limit: 'studentEnrolmentLimit', missing: 'selectedStudentNotFound' },
} as const;

/** The Spanish refusal of a block of the eligibility rule. */
function refusalOf(block: EnrolmentBlock, mode: EnrolmentMode, status: string, clash?: ScheduleClash): DomainError {
  if (block === 'enrolled') return new DomainError(REFUSALS[mode].already);
  if (block === 'unregistered') return new DomainError(REFUSALS[mode].missing);
  if (block === 'limit') return new DomainError(REFUSALS[mode].limit);
  if (block === 'clash' && clash) return clashError(clash);
  if (block === 'closed') {
    return mode === 'student'
      ? new DomainError('classNotOpen')
      : new DomainError('rosterLocked', { message: rosterLockedMessage(status) });
  }
  return new DomainError('classFull');
}

/** Reads what the eligibility rule needs and applies it; the refusal, or null when eligible. */
async function eligibilityRefusal(
  trx: DbOrTrx,
  classId: number,
  studentId: number,
  mode: EnrolmentMode,
  checkClash = true,
) {
  const facts = await eligibilityFacts(trx, classId, studentId);
  if (!facts) return new DomainError('classNotFound');
  const { cls, counter } = facts;
  const verdict = enrolmentEligibility(
    cls,
    {
      registered: counter !== null,
      inClass: facts.inClass,
      countingEnrolments: counter ?? 0,
      // Without counting classes there is nothing to clash with.
      clash: checkClash && counter ? await clashFor(trx, classId, studentId) : null,
    },
    mode,
  );
  return verdict.ok ? null : refusalOf(verdict.block, mode, cls.status, verdict.clash);
}

/**
 * Decision 004 (docs/decisions/004-enrolment-concurrency.md) and docs/rules.md INS-1–INS-6, inside the caller's transaction: the eligibility rule (packages/domain) first, then
 * the conditional writes that keep it true under concurrency — take a seat (conditional UPDATE of
 * the class), count the enrolment (conditional UPDATE of the student: only enrolments of classes
 * neither rejected nor cancelled are counted), insert the row (unique pair). Any refusal throws,
 * which rolls back whatever was already written. The enrolment that makes the count 1 leads.
 * Once the student's row is locked (their conditional UPDATE), the schedule clash is
 * checked again against what is committed now, so two parallel enrolments of one student into
 * clashing classes cannot both pass; the student's waitlist entry for the class, if any, goes.
 */
export async function enrolInTransaction(
  trx: DbOrTrx,
  args: { classId: number; studentId: number; mode: EnrolmentMode; now: Date },
): Promise<{ id_student_class: number; group_leader: boolean; enrolled: number; max_students: number }> {
  const { classId, studentId, mode } = args;
  // The clash is checked once, under the student's row lock below (a refusal there rolls the writes back).
  const refused = await eligibilityRefusal(trx, classId, studentId, mode, false);
  if (refused) throw refused;
  // A concurrent write may have changed the facts since: the conditional writes decide.
  const seat = await takeSeat(trx, classId, statusesFor(mode));
  if (seat === null) throw (await eligibilityRefusal(trx, classId, studentId, mode)) ?? new DomainError('classFull');
  const counted = await countEnrolment(trx, studentId);
  if (counted === null) {
    throw (await eligibilityRefusal(trx, classId, studentId, mode)) ?? new DomainError(REFUSALS[mode].limit);
  }
  // Under the student's row lock: a count of 1 means no other counting class, so nothing to clash with.
  const clash = counted > 1 ? await clashFor(trx, classId, studentId) : null;
  if (clash) throw clashError(clash);
  const leader = seat.enrolled === 1;
  const row = await insertEnrolment(trx, { studentId, classId, leader, now: args.now.toISOString() });
  if (row === 'duplicate') throw new DomainError(REFUSALS[mode].already);
  // A class that never had a waitlist has no entry to remove.
  if (seat.waitlist_tickets > 0) await deleteWaitlistEntry(trx, classId, studentId);
  return { id_student_class: row.id_student_class, group_leader: leader, ...seat };
}

/** Whom the caller enrols, and under which rules; identities come from the token, never the body. */
function enrolmentTarget(identity: Identity, body: EnrollBody): { studentId: number; mode: EnrolmentMode } {
  const named = body.student?.studentId;
  if (identity.kind === 'student') {
    if (identity.studentId === null) throw new DomainError('studentProfileRequired');
    if (named !== undefined && named !== identity.studentId) throw new DomainError('notOwnStudent');
    return { studentId: identity.studentId, mode: 'student' };
  }
  if (!isAdmin(identity)) throw new DomainError('adminOnly');
  if (named === undefined) throw new DomainError('studentRequired');
  return { studentId: named, mode: 'admin' };
}

/** POST /classes/enrollStudent. */
export async function enrolStudent(
  db: Db,
  identity: Identity,
  body: EnrollBody,
  now: Date,
  requestId: string | null = null,
): Promise<EnrolmentResult> {
  const { studentId, mode } = enrolmentTarget(identity, body);
  const done = await writeTransaction(db, async (trx) => {
    const row = await enrolInTransaction(trx, { classId: body.classId, studentId, mode, now });
    const classId = body.classId;
    await recordActivity(trx, {
      actor: actorFromIdentity(identity, requestId),
      action: 'enrolment.enrolled',
      classId,
      studentId,
      detail: { mode, groupLeader: row.group_leader, enrolled: row.enrolled },
      now,
    });
    if (mode === 'admin') {
      await notify(trx, { kind: 'enrolment.enrolled_by_admin', classId, studentIds: [studentId], now });
      if (row.group_leader) await notify(trx, { kind: 'class.leader', classId, studentIds: [studentId], now });
    }
    return row;
  });
  return {
    message: SUCCESS_MESSAGES.enrolled,
    id_student_class: done.id_student_class,
    id_class: body.classId,
    id_student: studentId,
    group_leader: done.group_leader,
    enrrolled: done.enrolled,
    max_students: done.max_students,
  };
}

/**
 * DELETE /classes/{id}/student/{studentId} (admin): the mirror of an enrolment in one transaction —
 * give the seat back (only while the roster is not locked), delete the row, uncount the student's
 * enrolment; when the removed student led the class, the earliest remaining enrolment leads it now.
 */
export async function removeStudent(
  db: Db,
  classId: number,
  studentId: number,
  actor: Actor,
  now = new Date(),
): Promise<RemovalResult> {
  return writeTransaction(db, async (trx) => {
    const enrolled = await releaseSeat(trx, classId, ADMIN_ROSTER_STATUSES);
    if (enrolled === null) {
      const cls = await classState(trx, classId);
      if (!cls) throw new DomainError('classNotFound');
      if (isRosterLocked(cls.status))
        throw new DomainError('rosterLocked', { message: rosterLockedMessage(cls.status) });
      throw new DomainError('notEnrolled');
    }
    const leaving = { classId, studentId, enrolled, actor, now };
    const newLeader = await takeOutOfClass(trx, leaving, 'enrolment.removed', 'notEnrolled');
    await notify(trx, { kind: 'enrolment.removed_by_admin', classId, studentIds: [studentId], now });
    await leadershipPassed(trx, actor, classId, studentId, newLeader, now);
    // The freed seat goes to the waitlist in this same transaction (only while pending).
    await promoteFromWaitlist(trx, classId, now);
    return {
      message: SUCCESS_MESSAGES.studentRemoved,
      id_class: classId,
      id_student: studentId,
      enrrolled: enrolled,
      new_group_leader: newLeader,
    };
  });
}

/**
 * DELETE /classes/{id}/enrollment (the student's own token): a student leaves a pending class. The
 * mirror of an enrolment in one transaction — give the seat back (only while pending), delete the
 * row, uncount it; leadership passes to the earliest remaining enrolment, as on an admin removal.
 */
export async function withdraw(
  db: Db,
  identity: StudentIdentity,
  classId: number,
  requestId: string | null = null,
  now = new Date(),
): Promise<void> {
  const studentId = identity.studentId;
  if (studentId === null) throw new DomainError('notEnrolledSelf');
  await writeTransaction(db, async (trx) => {
    const enrolled = await releaseSeat(trx, classId, [WITHDRAWAL_STATUS]);
    if (enrolled === null) {
      const cls = await classState(trx, classId);
      if (!cls) throw new DomainError('classNotFound');
      if (!(await isEnrolled(trx, classId, studentId))) throw new DomainError('notEnrolledSelf');
      throw new DomainError(withdrawalRefusal(cls.status));
    }
    // Throwing rolls the seat back too.
    const actor = actorFromIdentity(identity, requestId);
    const leaving = { classId, studentId, enrolled, actor, now };
    const newLeader = await takeOutOfClass(trx, leaving, 'enrolment.withdrawn', 'notEnrolledSelf');
    await leadershipPassed(trx, actor, classId, studentId, newLeader, now);
    await promoteFromWaitlist(trx, classId, now);
  });
}

/** A student leaving a class whose seat was given back (`enrolled`: the class's count after it). */
interface Leaving {
  classId: number;
  studentId: number;
  enrolled: number;
  actor: Actor;
  now: Date;
}

/**
 * Takes the student out of the class once its seat is given back: deletes the enrolment (none:
 * `missing`), uncounts it, passes leadership to the earliest remaining enrolment when it was the
 * leader's, and logs `action` (removal by an admin or the student's withdrawal). Returns the new
 * leader (null: the student did not lead, or nobody is left).
 */
async function takeOutOfClass(
  trx: DbOrTrx,
  { classId, studentId, enrolled, actor, now }: Leaving,
  action: 'enrolment.removed' | 'enrolment.withdrawn',
  missing: 'notEnrolled' | 'notEnrolledSelf',
): Promise<number | null> {
  const removed = await deleteEnrolment(trx, classId, studentId);
  if (!removed) throw new DomainError(missing);
  // The row existed, so the student's counter counted it: a failure here is a broken invariant.
  if (!(await uncountEnrolment(trx, studentId))) throw new Error(`enrolments of student ${studentId} out of sync`);
  const wasLeader = removed.group_leader === 1;
  const newLeader = wasLeader ? await promoteEarliestMember(trx, classId) : null;
  await recordActivity(trx, { actor, action, classId, studentId, detail: { enrolled, wasLeader }, now });
  return newLeader;
}

/** Leadership passed from `from` to `to` (null: nobody left to lead): logged, and the new leader hears it. */
async function leadershipPassed(
  trx: DbOrTrx,
  actor: Actor,
  classId: number,
  from: number,
  to: number | null,
  now: Date,
): Promise<void> {
  if (to === null) return;
  await recordActivity(trx, {
    actor,
    action: 'class.leader_changed',
    classId,
    studentId: to,
    detail: { from, to },
    now,
  });
  await notify(trx, { kind: 'class.leader', classId, studentIds: [to], now });
}
