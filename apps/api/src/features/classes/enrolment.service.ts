import { DomainError } from '@portal/domain/errors';
import {
  ADMIN_ROSTER_STATUSES,
  isRosterLocked,
  rosterLockedMessage,
  SUCCESS_MESSAGES,
  WITHDRAWAL_STATUS,
  withdrawalRefusal,
} from '@portal/domain/rules';
import type { EnrollInput, EnrolmentResult, RemovalResult } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { isAdmin, type Identity, type StudentIdentity } from '../../lib/identity.ts';
import { keepCalendarOf } from '../../lib/period-guard.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { deleteEnrolment, promoteEarliestMember, releaseSeat, uncountEnrolment } from './enrolment.repository.ts';
import { lockedClass, lockedStudent } from '../../db/locked-rows.ts';
import { recordActivity } from '../../events/activity.ts';
import { notify } from '../../events/notify.ts';
import { enrolInTransaction } from './enrolment-path.ts';
import { offerFreedSeats } from './waitlist-offers.service.ts';
import { classesWaitedBy } from './waitlist.repository.ts';
import { creditPaymentsOfClass } from '../../money/place-payments.ts';

/** Whom the caller enrols, and under which rules; identities come from the token, never the body. */
function enrolmentTarget(identity: Identity, body: EnrollInput): { studentId: number; way: 'student' | 'admin' } {
  const named = body.student?.studentId;
  if (identity.kind === 'student') {
    if (identity.studentId === null) throw new DomainError('studentProfileRequired');
    if (named !== undefined && named !== identity.studentId) throw new DomainError('notOwnStudent');
    return { studentId: identity.studentId, way: 'student' };
  }
  if (!isAdmin(identity)) throw new DomainError('adminOnly');
  if (named === undefined) throw new DomainError('studentRequired');
  return { studentId: named, way: 'admin' };
}

/** POST /classes/enrollStudent: a student enrols themselves, or an admin enrols one (enrolment-path.ts). */
export async function enrolStudent(
  db: Db,
  ctx: ServiceContext,
  identity: Identity,
  body: EnrollInput,
): Promise<EnrolmentResult> {
  const { studentId, way } = enrolmentTarget(identity, body);
  const classId = body.classId;
  const done = await writeTransaction(db, async (trx) => {
    // The calendar first (read with the class's row): a student enrols only in the enrolment window;
    // nobody changes a past summer.
    const calendar = { action: 'enrolment', mode: way } as const;
    const row = await enrolInTransaction(trx, ctx, {
      classId,
      studentId,
      way,
      kind: body.kind,
      calendar,
      activity: ({ groupLeader, enrolled }) => ({
        action: 'enrolment.enrolled',
        classId,
        studentId,
        detail: { mode: way, groupLeader, enrolled },
      }),
    });
    if (!row.ok) throw row.error;
    if (way === 'admin') {
      await notify(trx, { kind: 'enrolment.enrolled_by_admin', classId, studentIds: [studentId], now: ctx.now });
      if (row.group_leader) await notify(trx, { kind: 'class.leader', classId, studentIds: [studentId], now: ctx.now });
    }
    return row;
  });
  return {
    message: SUCCESS_MESSAGES.enrolled,
    id_student_class: done.id_student_class,
    id_class: classId,
    id_student: studentId,
    group_leader: done.group_leader,
    enrrolled: done.enrolled,
    max_students: done.max_students,
  };
}

/**
 * DELETE /classes/{id}/student/{studentId} (admin): the mirror of an enrolment in one transaction.
 * The class's row and then the student's are read under their locks and decide (no such class, a
 * locked roster, not enrolled); then the seat goes back, the row goes, the student's count goes down;
 * when the removed student led the class, the earliest remaining enrolment leads it now, and the
 * freed seat goes to the waitlist.
 */
export async function removeStudent(
  db: Db,
  ctx: ServiceContext,
  classId: number,
  studentId: number,
): Promise<RemovalResult> {
  return writeTransaction(db, async (trx) => {
    const cls = await lockedClass(trx, classId);
    if (!cls) throw new DomainError('classNotFound');
    keepCalendarOf(cls.calendar, ctx.now, 'change', 'admin');
    if (isRosterLocked(cls.status)) throw new DomainError('rosterLocked', { message: rosterLockedMessage(cls.status) });
    if (!(await lockedStudent(trx, classId, studentId))?.inClass) throw new DomainError('notEnrolled');
    const place = { classId, studentId, period: cls.period };
    const { enrolled, newLeader } = await takeOutOfClass(trx, ctx, place, 'enrolment.removed');
    await notify(trx, { kind: 'enrolment.removed_by_admin', classId, studentIds: [studentId], now: ctx.now });
    await leadershipPassed(trx, ctx, classId, studentId, newLeader);
    await offerFreedSeats(trx, ctx, classId);
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
 * DELETE /classes/{id}/enrollment (the student's own token): a student leaves a pending class — the
 * same reads under the same locks decide, then the same writes as an admin's removal.
 */
export async function withdraw(db: Db, ctx: ServiceContext, identity: StudentIdentity, classId: number): Promise<void> {
  const studentId = identity.studentId;
  if (studentId === null) throw new DomainError('notEnrolledSelf');
  await writeTransaction(db, async (trx) => {
    const cls = await lockedClass(trx, classId);
    if (!cls) throw new DomainError('classNotFound');
    keepCalendarOf(cls.calendar, ctx.now, 'enrolment', 'student');
    if (!(await lockedStudent(trx, classId, studentId))?.inClass) throw new DomainError('notEnrolledSelf');
    if (cls.status !== WITHDRAWAL_STATUS) throw new DomainError(withdrawalRefusal(cls.status));
    const place = { classId, studentId, period: cls.period };
    const { newLeader } = await takeOutOfClass(trx, ctx, place, 'enrolment.withdrawn');
    await leadershipPassed(trx, ctx, classId, studentId, newLeader);
    await offerFreedSeats(trx, ctx, classId);
  });
}

/**
 * The writes of a student leaving a class, once the facts read under the rows' locks allowed it: the
 * seat back, the row deleted, the count down, leadership passed to the earliest remaining enrolment
 * when it was the leader's, and `action` logged. Each write is conditional and the facts said it
 * applies, so one that does not is a broken invariant. Returns the class's count after it and the new
 * leader (null: the student did not lead, or nobody is left).
 */
async function takeOutOfClass(
  trx: DbOrTrx,
  ctx: ServiceContext,
  { classId, studentId, period }: { classId: number; studentId: number; period: number },
  action: 'enrolment.removed' | 'enrolment.withdrawn' | 'payment.expired',
  statuses: readonly string[] = ADMIN_ROSTER_STATUSES,
): Promise<{ enrolled: number; newLeader: number | null }> {
  // The place's payment settles first: what was paid stays the student's, as a credit.
  if (action !== 'payment.expired') await creditPaymentsOfClass(trx, ctx, classId, studentId);
  const enrolled = await releaseSeat(trx, classId, statuses);
  const removed = enrolled === null ? undefined : await deleteEnrolment(trx, classId, studentId);
  if (!removed || !(await uncountEnrolment(trx, studentId, period))) {
    throw new Error(`enrolment of student ${studentId} in class ${classId} out of sync with its counters`);
  }
  const wasLeader = removed.group_leader === 1;
  const newLeader = wasLeader ? await promoteEarliestMember(trx, classId) : null;
  if (action !== 'payment.expired') {
    await recordActivity(trx, ctx, { action, classId, studentId, detail: { enrolled, wasLeader } });
  }
  return { enrolled: enrolled!, newLeader };
}

/**
 * A place released because its payment fell overdue (the deadline job, in its transaction, with the
 * class's row locked by the caller): the same writes as a withdrawal — seat back, row gone, count down,
 * leadership passed — and the same waitlist moves: the class's own list, and the lists the student
 * waits on, since their 2-class limit is freed.
 */
export async function releaseUnpaidPlace(
  trx: DbOrTrx,
  ctx: ServiceContext,
  place: { classId: number; studentId: number; period: number },
): Promise<{ enrolled: number }> {
  const { classId, studentId } = place;
  const { enrolled, newLeader } = await takeOutOfClass(trx, ctx, place, 'payment.expired', [
    'pendiente',
    'aprobado',
    'active',
  ]);
  await leadershipPassed(trx, ctx, classId, studentId, newLeader);
  await offerFreedSeats(trx, ctx, classId);
  for (const waitedFor of await classesWaitedBy(trx, [studentId])) await offerFreedSeats(trx, ctx, waitedFor);
  return { enrolled };
}

/** Leadership passed from `from` to `to` (null: nobody left to lead): logged, and the new leader hears it. */
async function leadershipPassed(
  trx: DbOrTrx,
  ctx: ServiceContext,
  classId: number,
  from: number,
  to: number | null,
): Promise<void> {
  if (to === null) return;
  await recordActivity(trx, ctx, { action: 'class.leader_changed', classId, studentId: to, detail: { from, to } });
  await notify(trx, { kind: 'class.leader', classId, studentIds: [to], now: ctx.now });
}
