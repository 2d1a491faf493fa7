import { STUDENT_ENROLMENT_STATUS } from '@portal/domain/rules';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { DbOrTrx } from '../../db/tables.ts';

/**
 * The waitlist's SQL. Its writes run inside the transaction of the service that locks the class row
 * first, then the student's row (db/locked-rows.ts).
 */

/** Hands out the class's next waitlist ticket while it is pending and full (`held` seats counted as taken); the ticket, or null. */
export async function takeTicket(trx: DbOrTrx, classId: number, held = 0): Promise<number | null> {
  const row = await trx
    .updateTable('classes')
    .set((eb) => ({ waitlist_tickets: eb('waitlist_tickets', '+', 1) }))
    .where('id_class', '=', classId)
    .where('status', '=', STUDENT_ENROLMENT_STATUS)
    .where((eb) => eb(eb('enrolled', '+', held), '>=', eb.ref('max_students')))
    .returning('waitlist_tickets')
    .executeTakeFirst();
  return row?.waitlist_tickets ?? null;
}

/**
 * The student's waitlist facts, read after their row is locked (every join locks it, so no other join
 * of theirs can add a list meanwhile): whether they wait for this class, and on how many lists.
 */
export async function waitlistFacts(trx: DbOrTrx, classId: number, studentId: number) {
  const row = await trx
    .selectFrom('class_waitlist')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('lists'),
      eb.fn.sum<number | string | null>(eb.case().when('id_class', '=', classId).then(1).else(0).end()).as('here'),
    ])
    .where('id_student', '=', studentId)
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.here ?? 0) > 0, waitlists: Number(row.lists) };
}

/** Adds the entry; 'duplicate' when the student already waits for the class (unique pair). */
export async function insertWaitlistEntry(
  trx: DbOrTrx,
  row: { classId: number; studentId: number; ticket: number; now: string },
): Promise<'ok' | 'duplicate'> {
  try {
    await trx
      .insertInto('class_waitlist')
      .values({ id_class: row.classId, id_student: row.studentId, ticket: row.ticket, created_at: row.now })
      .execute();
    return 'ok';
  } catch (err) {
    if (
      isUniqueViolation(
        err,
        'class_waitlist_class_student_unique',
        'class_waitlist.id_class, class_waitlist.id_student',
      )
    ) {
      return 'duplicate';
    }
    throw err;
  }
}

/** Removes the student's entry of the class; whether there was one. */
export async function deleteWaitlistEntry(trx: DbOrTrx, classId: number, studentId: number): Promise<boolean> {
  const row = await trx
    .deleteFrom('class_waitlist')
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Empties the list of a class that is no longer pending. */
export async function clearWaitlist(trx: DbOrTrx, classId: number): Promise<void> {
  await trx.deleteFrom('class_waitlist').where('id_class', '=', classId).execute();
}

/** 1 for the first of the list: the entries whose ticket is at most this one. */
export async function positionOfTicket(trx: DbOrTrx, classId: number, ticket: number): Promise<number> {
  const row = await trx
    .selectFrom('class_waitlist')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id_class', '=', classId)
    .where('ticket', '<=', ticket)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The classes the given students wait for, in id order (each class once). */
export async function classesWaitedBy(trx: DbOrTrx, studentIds: readonly number[]): Promise<number[]> {
  if (studentIds.length === 0) return [];
  const rows = await trx
    .selectFrom('class_waitlist')
    .select('id_class')
    .distinct()
    .where('id_student', 'in', studentIds)
    .orderBy('id_class')
    .execute();
  return rows.map((r) => r.id_class);
}

/**
 * The waitlist of a class for the admin's roster, with each student's name, control number and the
 * classes that count they hold in the class's summer.
 */
export async function waitlistRoster(trx: DbOrTrx, classId: number) {
  return trx
    .selectFrom('class_waitlist as w')
    .innerJoin('classes as c', 'c.id_class', 'w.id_class')
    .innerJoin('students as s', 's.id_student', 'w.id_student')
    .innerJoin('users as u', 'u.id_user', 's.id_user')
    .leftJoin('student_summers as ss', (j) =>
      j.onRef('ss.id_student', '=', 'w.id_student').onRef('ss.period', '=', 'c.period'),
    )
    .select([
      'w.id_student',
      'w.created_at',
      'w.offered_at',
      'w.offer_expires_at',
      's.control_number',
      'ss.enrolments',
      'u.name',
      'u.paternal_surname',
      'u.maternal_surname',
      'u.email',
    ])
    .where('w.id_class', '=', classId)
    .orderBy('w.ticket')
    .execute();
}

/** The student's lists: class id and place in line (1 = next), oldest list first. */
export async function waitlistsOfStudent(trx: DbOrTrx, studentId: number) {
  const rows = await trx
    .selectFrom('class_waitlist as mine')
    .select((eb) => [
      'mine.id_class',
      'mine.created_at',
      'mine.offer_expires_at',
      eb
        .selectFrom('class_waitlist as every')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('every.id_class', '=', 'mine.id_class')
        .as('total'),
      eb
        .selectFrom('class_waitlist as other')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('other.id_class', '=', 'mine.id_class')
        .whereRef('other.ticket', '<=', 'mine.ticket')
        .as('position'),
    ])
    .where('mine.id_student', '=', studentId)
    .orderBy('mine.created_at')
    .orderBy('mine.id')
    .execute();
  return rows.map((r) => ({
    id_class: r.id_class,
    joined_at: r.created_at,
    position: Number(r.position),
    total: Number(r.total),
    offer_expires_at: r.offer_expires_at,
  }));
}

/**
 * Seats held by open offers that this student's enrolment must leave alone (read under the class's lock):
 * every open offer of others and, for a student holding an open offer, only those made to earlier tickets.
 */
export async function heldSeatsFor(trx: DbOrTrx, classId: number, studentId: number, now: Date): Promise<number> {
  const offers = await trx
    .selectFrom('class_waitlist')
    .select(['id_student', 'ticket'])
    .where('id_class', '=', classId)
    .where('offer_expires_at', '>', now.toISOString())
    .execute();
  const mine = offers.find((o) => o.id_student === studentId);
  return mine ? offers.filter((o) => o.ticket < mine.ticket).length : offers.length;
}

/** Open offers of the class (held seats). */
export async function openOfferCount(trx: DbOrTrx, classId: number, now: Date): Promise<number> {
  const row = await trx
    .selectFrom('class_waitlist')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id_class', '=', classId)
    .where('offer_expires_at', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Entries that have no offer yet, first in line first (whom a freed seat may be offered to). */
export async function entriesWithoutOffer(trx: DbOrTrx, classId: number) {
  return trx
    .selectFrom('class_waitlist')
    .select(['id', 'id_student'])
    .where('id_class', '=', classId)
    .where('offered_at', 'is', null)
    .orderBy('ticket')
    .execute();
}

/** Marks the entry as offered a seat until `expiresAt`; whether it was still waiting without one. */
export async function markOffered(trx: DbOrTrx, entryId: number, at: string, expiresAt: string): Promise<boolean> {
  const done = await trx
    .updateTable('class_waitlist')
    .set({ offered_at: at, offer_expires_at: expiresAt })
    .where('id', '=', entryId)
    .where('offered_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** One entry, with its offer. */
export async function waitlistEntry(trx: DbOrTrx, where: { id: number } | { classId: number; studentId: number }) {
  let q = trx
    .selectFrom('class_waitlist')
    .select(['id', 'id_class', 'id_student', 'ticket', 'offered_at', 'offer_expires_at']);
  q =
    'id' in where
      ? q.where('id', '=', where.id)
      : q.where('id_class', '=', where.classId).where('id_student', '=', where.studentId);
  return q.executeTakeFirst();
}

/** Deletes one entry by id; whether it was there. */
export async function deleteWaitlistEntryById(trx: DbOrTrx, id: number): Promise<boolean> {
  const row = await trx.deleteFrom('class_waitlist').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}
