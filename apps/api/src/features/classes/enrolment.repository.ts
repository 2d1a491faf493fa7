import { MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import type { DbOrTrx } from '../../db/tables.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';

/**
 * The single conditional writes of docs/decisions/004-enrolment-concurrency.md. Each one either applies or touches no row;
 * none reads first. They are meant to run inside one transaction (see enrolment.service.ts).
 */

/** Takes a seat while the class is in one of `statuses` and not full; the new count and the seats, or null. */
export async function takeSeat(
  trx: DbOrTrx,
  classId: number,
  statuses: readonly string[],
): Promise<{ enrolled: number; max_students: number; waitlist_tickets: number } | null> {
  const row = await trx
    .updateTable('classes')
    .set((eb) => ({ enrolled: eb('enrolled', '+', 1) }))
    .where('id_class', '=', classId)
    .where('status', 'in', statuses)
    .whereRef('enrolled', '<', 'max_students')
    .returning(['enrolled', 'max_students', 'waitlist_tickets'])
    .executeTakeFirst();
  return row ?? null;
}

/** Gives a seat back while the class is in one of `statuses`; the new enrolled count, or null. */
export async function releaseSeat(trx: DbOrTrx, classId: number, statuses: readonly string[]): Promise<number | null> {
  const row = await trx
    .updateTable('classes')
    .set((eb) => ({ enrolled: eb('enrolled', '-', 1) }))
    .where('id_class', '=', classId)
    .where('status', 'in', statuses)
    .where('enrolled', '>', 0)
    .returning('enrolled')
    .executeTakeFirst();
  return row?.enrolled ?? null;
}

/** Counts one more enrolment for the student while under the limit; the new count, or null when none was counted. */
export async function countEnrolment(trx: DbOrTrx, studentId: number): Promise<number | null> {
  const row = await trx
    .updateTable('students')
    .set((eb) => ({ enrolments: eb('enrolments', '+', 1) }))
    .where('id_student', '=', studentId)
    .where('enrolments', '<', MAX_ENROLMENTS_PER_STUDENT)
    .returning('enrolments')
    .executeTakeFirst();
  return row?.enrolments ?? null;
}

export async function uncountEnrolment(trx: DbOrTrx, studentId: number): Promise<boolean> {
  const row = await trx
    .updateTable('students')
    .set((eb) => ({ enrolments: eb('enrolments', '-', 1) }))
    .where('id_student', '=', studentId)
    .where('enrolments', '>', 0)
    .returning('enrolments')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts the enrolment row; `UNIQUE (id_student, id_class)` refuses a second one for the same
 * pair, answered as 'duplicate' (the caller throws, which rolls the transaction back).
 */
export async function insertEnrolment(
  trx: DbOrTrx,
  row: { studentId: number; classId: number; leader: boolean; now: string },
): Promise<{ id_student_class: number } | 'duplicate'> {
  try {
    return await trx
      .insertInto('student_classes')
      .values({
        id_student: row.studentId,
        id_class: row.classId,
        group_leader: row.leader ? 1 : 0,
        created_at: row.now,
      })
      .returning('id_student_class')
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (
      isUniqueViolation(
        err,
        'student_classes_student_class_unique',
        'student_classes.id_student, student_classes.id_class',
      )
    ) {
      return 'duplicate';
    }
    throw err;
  }
}

/** Deletes the enrolment; whether it was the group leader's, or undefined when there was none. */
export async function deleteEnrolment(
  trx: DbOrTrx,
  classId: number,
  studentId: number,
): Promise<{ group_leader: number } | undefined> {
  return trx
    .deleteFrom('student_classes')
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .returning('group_leader')
    .executeTakeFirst();
}

/** Makes the earliest remaining enrolment of the class its group leader; that student's id, or null. */
export async function promoteEarliestMember(trx: DbOrTrx, classId: number): Promise<number | null> {
  const row = await trx
    .updateTable('student_classes')
    .set({ group_leader: 1 })
    .where('id_student_class', '=', (eb) =>
      eb
        .selectFrom('student_classes as sc')
        .select('sc.id_student_class')
        .where('sc.id_class', '=', classId)
        .orderBy('sc.created_at')
        .orderBy('sc.id_student_class')
        .limit(1),
    )
    .returning('id_student')
    .executeTakeFirst();
  return row?.id_student ?? null;
}

// Reads that only explain why a conditional write touched no row.

export async function classState(trx: DbOrTrx, classId: number) {
  return trx
    .selectFrom('classes')
    .select(['status', 'enrolled', 'max_students', 'mobility_enrolled'])
    .where('id_class', '=', classId)
    .executeTakeFirst();
}

/**
 * What the eligibility rule reads, in one statement: the class's state, the student's counted
 * enrolments (null when there is no such student) and whether the student is in the class already;
 * undefined when there is no such class.
 */
export async function eligibilityFacts(trx: DbOrTrx, classId: number, studentId: number) {
  const row = await trx
    .selectFrom('classes')
    .select((eb) => [
      'classes.status',
      'classes.enrolled',
      'classes.max_students',
      'classes.mobility_enrolled',
      eb
        .selectFrom('students')
        .select('students.enrolments')
        .where('students.id_student', '=', studentId)
        .as('counter'),
      eb
        .exists(
          eb
            .selectFrom('student_classes')
            .select('student_classes.id_student_class')
            .where('student_classes.id_class', '=', classId)
            .where('student_classes.id_student', '=', studentId),
        )
        .as('in_class'),
    ])
    .where('classes.id_class', '=', classId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { counter, in_class, ...cls } = row;
  return { cls, counter: counter ?? null, inClass: Boolean(in_class) };
}
