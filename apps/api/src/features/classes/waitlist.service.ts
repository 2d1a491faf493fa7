import { DomainError } from '@portal/domain/errors';
import { fullName, waitlistEligibility, type WaitlistBlock, type ScheduleClash } from '@portal/domain/rules';
import type { StudentWaitlists, WaitlistJoinResult, WaitlistRoster } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { StudentIdentity } from '../../lib/identity.ts';
import { classState, findClass } from './classes.repository.ts';
import { isEnrolled } from './enrolment.repository.ts';
import { present } from './classes.service.ts';
import { keepCalendar } from '../../lib/period-guard.ts';
import { clashError, clashFor } from './schedule-clash.service.ts';
import {
  deleteWaitlistEntry,
  insertWaitlistEntry,
  lockStudent,
  positionOfTicket,
  takeTicket,
  waitlistEntry,
  waitlistRoster,
  waitlistsOfStudent,
  waitlistsOfStudentCount,
} from './waitlist.repository.ts';

function refusalOf(block: WaitlistBlock, clash?: ScheduleClash): DomainError {
  switch (block) {
    case 'enrolled':
      return new DomainError('alreadyEnrolled');
    case 'unregistered':
      return new DomainError('studentProfileRequired');
    case 'waiting':
      return new DomainError('waitlistDuplicate');
    case 'closed':
      return new DomainError('waitlistClosed');
    case 'notFull':
      return new DomainError('waitlistNotFull');
    case 'clash':
      return clashError(clash!);
    case 'waitlistLimit':
      return new DomainError('waitlistLimit');
  }
}

/** Reads what the waitlist rule needs (packages/domain) and applies it; the refusal, or null. */
async function joinRefusal(trx: DbOrTrx, classId: number, studentId: number): Promise<DomainError | null> {
  const cls = await classState(trx, classId);
  if (!cls) return new DomainError('classNotFound');
  const verdict = waitlistEligibility(cls, {
    registered: true,
    inClass: await isEnrolled(trx, classId, studentId),
    waiting: (await waitlistEntry(trx, classId, studentId)) !== undefined,
    waitlists: await waitlistsOfStudentCount(trx, studentId),
    clash: await clashFor(trx, classId, studentId),
  });
  return verdict.ok ? null : refusalOf(verdict.block, verdict.clash);
}

/**
 * POST /classes/{id}/waitlist. One transaction: the class's next ticket (a conditional UPDATE that
 * applies only while the class is pending and full, and locks its row), then the student's row
 * is locked and the rule is applied to what is committed (not enrolled, not waiting, no clash, at
 * most 2 lists), then the entry (unique per class and student, unique ticket per class).
 */
export async function joinWaitlist(
  db: Db,
  identity: StudentIdentity,
  classId: number,
  now: Date,
): Promise<WaitlistJoinResult> {
  const studentId = identity.studentId;
  if (studentId === null) throw new DomainError('studentProfileRequired');
  await keepCalendar(db, classId, now, 'enrolment', 'student');
  return writeTransaction(db, async (trx) => {
    const ticket = await takeTicket(trx, classId);
    if (ticket === null) throw (await joinRefusal(trx, classId, studentId)) ?? new DomainError('waitlistNotFull');
    if (!(await lockStudent(trx, studentId))) throw new DomainError('studentProfileRequired');
    const refused = await joinRefusal(trx, classId, studentId);
    if (refused) throw refused;
    const added = await insertWaitlistEntry(trx, { classId, studentId, ticket, now: now.toISOString() });
    if (added === 'duplicate') throw new DomainError('waitlistDuplicate');
    return { id_class: classId, id_student: studentId, position: await positionOfTicket(trx, classId, ticket) };
  });
}

/** DELETE /classes/{id}/waitlist: the student leaves the list; the others move up. */
export async function leaveWaitlist(
  db: Db,
  identity: StudentIdentity,
  classId: number,
  now = new Date(),
): Promise<void> {
  const studentId = identity.studentId;
  if (studentId === null) throw new DomainError('notWaitlisted');
  await keepCalendar(db, classId, now, 'enrolment', 'student');
  await writeTransaction(db, async (trx) => {
    if (await deleteWaitlistEntry(trx, classId, studentId)) return;
    if (!(await classState(trx, classId))) throw new DomainError('classNotFound');
    throw new DomainError('notWaitlisted');
  });
}

/** GET /classes/{id}/waitlist (admin): who waits, in order. */
export async function classWaitlist(db: DbOrTrx, classId: number): Promise<WaitlistRoster> {
  if (!(await classState(db, classId))) throw new DomainError('classNotFound');
  const rows = await waitlistRoster(db, classId);
  return rows.map((r, i) => ({
    position: i + 1,
    id_student: r.id_student,
    student_name: fullName(r),
    control_number: r.control_number,
    email: r.email,
    enrolments: r.enrolments,
    joined_at: r.created_at,
  }));
}

/** GET /classes/student/waitlists: the caller's lists, with their place and the class. */
export async function studentWaitlists(db: DbOrTrx, identity: StudentIdentity): Promise<StudentWaitlists> {
  if (identity.studentId === null) return [];
  const lists = await waitlistsOfStudent(db, identity.studentId);
  const records = await Promise.all(lists.map((l) => findClass(db, l.id_class)));
  const items = await present(
    db,
    records.filter((r) => r !== undefined),
    () => 'public',
  );
  const byId = new Map(items.map((c) => [c.id_class, c]));
  return lists.flatMap((l) => {
    const cls = byId.get(l.id_class);
    return cls ? [{ position: l.position, joined_at: l.joined_at, class: cls }] : [];
  });
}
