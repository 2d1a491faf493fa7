import { STUDENT_ENROLMENT_STATUS } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';
import { recordActivity, SYSTEM_ACTOR } from '../../events/activity.ts';
import { notify } from '../../events/notify.ts';
import { classState } from './classes.repository.ts';
import { countEnrolment, insertEnrolment, takeSeat, uncountEnrolment } from './enrolment.repository.ts';
import { clashFor } from './schedule-clash.service.ts';
import { deleteWaitlistEntry, markPromoted, waitingStudents } from './waitlist.repository.ts';

/** One student moved from a class's waitlist into it. */
export interface Promotion {
  classId: number;
  studentId: number;
  groupLeader: boolean;
  at: string;
}

/**
 * THE place where a waitlist promotion happens (docs/rules.md ESP). Called
 * inside the transaction that freed a seat — a withdrawal, an admin's removal, a release that made
 * a waiting student eligible again, a larger cap — after that transaction has locked the class
 * row. While the class is pending and has a free seat, the first waiting student who still
 * qualifies (under the 2-class limit, no clash with their counting classes) is enrolled with
 * decision 004's conditional writes, loses their waitlist entry, and the enrolment is marked as
 * promoted (what "Mis Cursos" shows). Students who do not qualify keep their turn and are skipped.
 *
 * `onPromoted` below records it and tells the student (notification and mail), in the same transaction.
 */
export async function promoteFromWaitlist(trx: DbOrTrx, classId: number, now: Date): Promise<Promotion[]> {
  const promoted: Promotion[] = [];
  const cls = await classState(trx, classId);
  if (!cls || cls.status !== STUDENT_ENROLMENT_STATUS || cls.enrolled >= cls.max_students) return promoted;
  let free = cls.max_students - cls.enrolled;
  for (const studentId of await waitingStudents(trx, classId)) {
    if (free <= 0) break;
    const outcome = await tryPromote(trx, classId, studentId, now.toISOString());
    if (outcome === 'noSeat') break;
    if (outcome === 'skipped') continue;
    promoted.push(outcome);
    await onPromoted(trx, outcome);
    free--;
  }
  return promoted;
}

/**
 * Enrols one waiting student if they qualify; the class row is already locked by the caller. The
 * student's row is locked by the conditional count first, so the clash is read under that lock; a
 * refusal undoes the count (this transaction's own write) and leaves the student waiting.
 */
async function tryPromote(
  trx: DbOrTrx,
  classId: number,
  studentId: number,
  at: string,
): Promise<Promotion | 'skipped' | 'noSeat'> {
  const counted = await countEnrolment(trx, studentId);
  if (counted === null) return 'skipped';
  if (counted > 1 && (await clashFor(trx, classId, studentId))) {
    await uncountEnrolment(trx, studentId);
    return 'skipped';
  }
  const seat = await takeSeat(trx, classId, [STUDENT_ENROLMENT_STATUS]);
  if (seat === null) {
    await uncountEnrolment(trx, studentId);
    return 'noSeat';
  }
  const leader = seat.enrolled === 1;
  const row = await insertEnrolment(trx, { studentId, classId, leader, now: at });
  // Enrolling removes a student's entry of the class, so a waiting student is never enrolled in it.
  if (row === 'duplicate') throw new Error(`student ${studentId} waits for class ${classId} they are enrolled in`);
  await deleteWaitlistEntry(trx, classId, studentId);
  await markPromoted(trx, classId, studentId, at);
  return { classId, studentId, groupLeader: leader, at };
}

/**
 * What follows a promotion, in its transaction: besides `student_classes.promoted_at` (set above, which
 * "Mis Cursos" shows), one activity record — by the system, as no one chose this student — and the
 * student's notification and mail.
 */
async function onPromoted(trx: DbOrTrx, promotion: Promotion): Promise<void> {
  const now = new Date(promotion.at);
  await recordActivity(trx, {
    actor: SYSTEM_ACTOR,
    action: 'enrolment.promoted',
    classId: promotion.classId,
    studentId: promotion.studentId,
    detail: { groupLeader: promotion.groupLeader },
    now,
  });
  await notify(trx, { kind: 'enrolment.promoted', classId: promotion.classId, studentIds: [promotion.studentId], now });
}
