import { CLASS_MIN_STUDENTS } from '@portal/domain/constants';
import type { DbOrTrx } from '../../db/tables.ts';

/**
 * The conditional writes of a class's life (issue 15). Every writer of a class's enrolments locks
 * the class row first (its conditional UPDATE), so once a status change holds it, the class's rows
 * cannot change under it.
 */

/**
 * Moves the class from exactly `from` to `to` in one conditional write; false when it is no longer
 * in `from` (or does not exist). `release` also empties its seats (its enrolments stop counting);
 * `quorum` makes the write apply only while the class has the minimum of regular students.
 */
export async function moveClassStatus(
  trx: DbOrTrx,
  args: { classId: number; from: string; to: string; now: string; release?: boolean; quorum?: boolean },
): Promise<boolean> {
  let q = trx
    .updateTable('classes')
    .set({ status: args.to, updated_at: args.now, ...(args.release ? { enrolled: 0 } : {}) })
    .where('id_class', '=', args.classId)
    .where('status', '=', args.from);
  if (args.quorum) q = q.where('enrolled', '>=', CLASS_MIN_STUDENTS);
  const row = await q.returning('id_class').executeTakeFirst();
  return row !== undefined;
}

/**
 * Uncounts every enrolment of a class that has just been released (its status write holds the
 * class row). One conditional UPDATE per student, in id order, so that two releases sharing
 * students lock them in the same order. A student whose counter is already 0 is a broken invariant.
 */
export async function releaseStudentsOf(trx: DbOrTrx, classId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('student_classes')
    .select('id_student')
    .where('id_class', '=', classId)
    .orderBy('id_student')
    .execute();
  for (const { id_student } of rows) {
    const done = await trx
      .updateTable('students')
      .set((eb) => ({ enrolments: eb('enrolments', '-', 1) }))
      .where('id_student', '=', id_student)
      .where('enrolments', '>', 0)
      .returning('id_student')
      .executeTakeFirst();
    if (!done) throw new Error(`enrolments of student ${id_student} out of sync while releasing class ${classId}`);
  }
  return rows.map((r) => r.id_student);
}

export async function classLifecycleState(trx: DbOrTrx, classId: number) {
  return trx
    .selectFrom('classes')
    .select(['status', 'enrolled', 'max_students', 'mobility_enrolled'])
    .where('id_class', '=', classId)
    .executeTakeFirst();
}
