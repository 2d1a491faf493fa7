import { SqliteAdapter } from 'kysely';
import type { DbOrTrx } from './tables.ts';
import { compiledOnce } from './compiled-once.ts';
import { PERIOD_COLUMNS, periodOfRow } from './periods.repository.ts';

/**
 * The class's row and the student's, read under their row locks: the first reads of the one enrolment
 * path (features/classes/enrolment-path.ts) and of every other write that decides on a class's state
 * (a status change, a removal, a payment, the seats). What was decided on them cannot change before
 * the writes that follow. The class's row first, then the student's: the order every transaction
 * takes them in, so none waits on another in a cycle. On PostgreSQL `FOR UPDATE` takes the lock (a
 * READ COMMITTED read that waited for it returns the row as the transaction it waited for committed
 * it); on SQLite the transaction holds the database's write lock since its `BEGIN IMMEDIATE`, so a
 * plain read is just as stable.
 */

const lockedClassQuery = compiledOnce((db, p: { classId: number }) => {
  const query = db
    .selectFrom('classes')
    .leftJoin('periods', 'periods.year', 'classes.period')
    .select([
      'classes.status',
      'classes.period',
      'classes.enrolled',
      'classes.max_students',
      'classes.mobility_enrolled',
      'classes.waitlist_tickets',
    ])
    .select(PERIOD_COLUMNS.map((c) => `periods.${c} as calendar_${c}` as const))
    .where('classes.id_class', '=', p.classId);
  // Only the class's row is locked: the summer's calendar row is read, never held.
  return db.getExecutor().adapter instanceof SqliteAdapter ? query : query.forUpdate(['classes']);
});

/**
 * The class's row, locked: its status, summer and seats, and its summer's calendar (`calendar`, null when
 * the year has no period row) read with it — the calendar's word on an action is then one round trip
 * less, and read in the transaction that acts; undefined when there is no such class.
 */
export async function lockedClass(trx: DbOrTrx, classId: number) {
  const row = (await lockedClassQuery(trx, { classId })).rows[0];
  if (!row) return undefined;
  const { status, period, enrolled, max_students, mobility_enrolled, waitlist_tickets } = row;
  const calendar =
    row.calendar_year === null
      ? null
      : periodOfRow(
          Object.fromEntries(PERIOD_COLUMNS.map((c) => [c, row[`calendar_${c}`]])) as Parameters<typeof periodOfRow>[0],
        );
  return { status, period, enrolled, max_students, mobility_enrolled, waitlist_tickets, calendar };
}

export type LockedClass = NonNullable<Awaited<ReturnType<typeof lockedClass>>>;

const lockedStudentQuery = compiledOnce((db, p: { classId: number; studentId: number }) => {
  const query = db
    .selectFrom('students')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('student_classes')
            .select('student_classes.id_student_class')
            .where('student_classes.id_class', '=', p.classId)
            .where('student_classes.id_student', '=', p.studentId),
        )
        .as('in_class'),
    ])
    .where('students.id_student', '=', p.studentId);
  return db.getExecutor().adapter instanceof SqliteAdapter ? query : query.forUpdate();
});

/**
 * The student's row, locked (taken after the class's): whether they are in the class already (only a
 * transaction holding the class's lock can change that); undefined when there is no such student.
 * What the lock guards — the student's count of the summer, their other classes — is read by a later
 * statement: on PostgreSQL a statement that waited for the lock still reads as of its start.
 */
export async function lockedStudent(trx: DbOrTrx, classId: number, studentId: number) {
  const row = (await lockedStudentQuery(trx, { classId, studentId })).rows[0];
  return row && { inClass: Boolean(row.in_class) };
}
