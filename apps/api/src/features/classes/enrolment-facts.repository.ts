import { SqliteAdapter } from 'kysely';
import type { DbOrTrx } from '../../db/tables.ts';
import { compiledOnce } from '../../db/compiled-once.ts';

/**
 * The reads of the one enrolment path (enrolment-path.ts), each made once per enrolment and under a row
 * lock, so that what the eligibility rule decided on cannot change before the writes that follow:
 * first the class's row, then the student's (the order every transaction takes them in). On
 * PostgreSQL `FOR UPDATE` takes the row lock (a READ COMMITTED read that waited for it returns the row
 * as committed by the transaction it waited for); on SQLite the transaction already holds the
 * database's write lock since its `BEGIN IMMEDIATE`, so a plain read is just as stable.
 */

const lockedClassQuery = compiledOnce((db, p: { classId: number }) => {
  const query = db
    .selectFrom('classes')
    .select(['status', 'enrolled', 'max_students', 'mobility_enrolled', 'waitlist_tickets'])
    .where('id_class', '=', p.classId);
  return db.getExecutor().adapter instanceof SqliteAdapter ? query : query.forUpdate();
});

/** The class's row, locked: its status and seats; undefined when there is no such class. */
export async function lockedClass(trx: DbOrTrx, classId: number) {
  return (await lockedClassQuery(trx, { classId })).rows[0];
}

export type LockedClass = NonNullable<Awaited<ReturnType<typeof lockedClass>>>;

const lockedStudentQuery = compiledOnce((db, p: { classId: number; studentId: number }) => {
  const query = db
    .selectFrom('students')
    .select((eb) => [
      'students.enrolments',
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
 * The student's row, locked (taken after the class's): their counted enrolments and whether they are
 * in the class already (only a transaction holding the class's lock can change that); undefined when
 * there is no such student.
 */
export async function lockedStudent(trx: DbOrTrx, classId: number, studentId: number) {
  const row = (await lockedStudentQuery(trx, { classId, studentId })).rows[0];
  return row && { enrolments: row.enrolments, inClass: Boolean(row.in_class) };
}
