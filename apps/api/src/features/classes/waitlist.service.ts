import { DomainError } from '@portal/domain/errors';
import {
  fullName,
  holdMessage,
  isOfferOpen,
  waitlistEligibility,
  type WaitlistBlock,
  type ScheduleClash,
} from '@portal/domain/rules';
import type { StudentWaitlists, WaitlistJoinResult, WaitlistRoster } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { StudentIdentity } from '../../lib/identity.ts';
import { classState, findClass } from './classes.repository.ts';
import { present } from './classes.service.ts';
import { keepCalendar } from '../../lib/period-guard.ts';
import { clashError, clashFor } from './schedule-clash.service.ts';
import {
  deleteWaitlistEntry,
  insertWaitlistEntry,
  openOfferCount,
  positionOfTicket,
  takeTicket,
  waitlistFacts,
  waitlistRoster,
  waitlistsOfStudent,
} from './waitlist.repository.ts';
import { lockedClass, lockedStudent } from '../../db/locked-rows.ts';
import { activeHoldReason } from './eligibility.repository.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

function refusalOf(block: WaitlistBlock, clash?: ScheduleClash, reason?: string): DomainError {
  switch (block) {
    case 'hold':
      return new DomainError('studentHeld', { message: holdMessage(reason ?? '') });
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

/**
 * POST /classes/{id}/waitlist. One transaction in the enrolment path's order: the class's row and
 * then the student's, read under their locks, with the student's lists and — when they hold a
 * counting class — the schedules; the waitlist rule (packages/domain) decides on those facts, and
 * only then the class's next ticket and the entry are written (unique per class and student, unique
 * ticket per class).
 */
export async function joinWaitlist(
  db: Db,
  ctx: ServiceContext,
  identity: StudentIdentity,
  classId: number,
): Promise<WaitlistJoinResult> {
  const studentId = identity.studentId;
  if (studentId === null) throw new DomainError('studentProfileRequired');
  await keepCalendar(db, classId, ctx.now, 'enrolment', 'student');
  return writeTransaction(db, async (trx) => {
    const cls = await lockedClass(trx, classId);
    if (!cls) throw new DomainError('classNotFound');
    const student = await lockedStudent(trx, classId, studentId);
    const lists = await waitlistFacts(trx, classId, studentId);
    const hold = student ? await activeHoldReason(trx, studentId) : null;
    // Seats held by open offers count as taken: the class is full while they are held.
    const held = cls.waitlist_tickets > 0 ? await openOfferCount(trx, classId, ctx.now) : 0;
    const verdict = waitlistEligibility(
      { ...cls, held },
      {
        registered: student !== undefined,
        inClass: student?.inClass ?? false,
        ...lists,
        clash: student && !student.inClass ? await clashFor(trx, classId, studentId) : null,
        hold,
      },
    );
    if (!verdict.ok) throw refusalOf(verdict.block, verdict.clash, verdict.reason);
    // Under the rows' locks the facts cannot have moved: a write that does not apply is a bug.
    const ticket = await takeTicket(trx, classId, held);
    if (ticket === null) throw new Error(`class ${classId} changed under its lock`);
    const added = await insertWaitlistEntry(trx, { classId, studentId, ticket, now: ctx.now.toISOString() });
    if (added === 'duplicate') throw new Error(`student ${studentId} joined the list of class ${classId} twice`);
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
    if (!(await lockedClass(trx, classId))) throw new DomainError('classNotFound');
    if (!(await deleteWaitlistEntry(trx, classId, studentId))) throw new DomainError('notWaitlisted');
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
    enrolments: r.enrolments ?? 0,
    joined_at: r.created_at,
    offer_expires_at: r.offer_expires_at,
  }));
}

/** GET /classes/student/waitlists: the caller's lists, with their place and the class. */
export async function studentWaitlists(db: DbOrTrx, identity: StudentIdentity, now: Date): Promise<StudentWaitlists> {
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
    if (!cls) return [];
    // An offer past its deadline is no offer, even before its expiry job has run.
    const offer = isOfferOpen(l.offer_expires_at, now) ? l.offer_expires_at : null;
    return [{ position: l.position, total: l.total, joined_at: l.joined_at, offer_expires_at: offer, class: cls }];
  });
}
