import type { DbOrTrx } from '../tables.ts';
import { folioHash, folioKey, folioOf, newNonce } from '../../lib/constancia-folio.ts';

/** A grade of the demo for the n-th student of a class: most pass, a few do not (40–100). */
const demoGrade = (n: number) => [92, 85, 78, 100, 71, 64, 88, 95, 58, 80, 73, 90, 69, 84, 76][n % 15]!;

/**
 * Demo data of a course that ends (docs/rules.md ACT): a 2025 class finished, with its acta closed by the
 * demo teacher and a constancia per student; and a class of the current summer in progress, taught by the
 * demo teacher, with half of its students graded. Returns the folio of one constancia, to verify.
 */
export async function seedGrades(
  trx: DbOrTrx,
  p: { finishedClassId: number; inProgressClassId: number; teacherId: number; at: string },
): Promise<string | null> {
  const closedAt = '2025-08-20T18:00:00.000Z';
  const students = await trx
    .selectFrom('student_classes')
    .select('id_student')
    .where('id_class', '=', p.finishedClassId)
    .orderBy('id_student_class')
    .execute();
  for (const [i, s] of students.entries()) {
    await trx
      .updateTable('student_classes')
      .set({ grade: demoGrade(i), grade_updated_at: closedAt, grade_updated_by: p.teacherId })
      .where('id_class', '=', p.finishedClassId)
      .where('id_student', '=', s.id_student)
      .execute();
  }
  const mobility = await trx
    .selectFrom('class_mobility_students')
    .select('id')
    .where('id_class', '=', p.finishedClassId)
    .execute();
  for (const [i, m] of mobility.entries()) {
    await trx
      .updateTable('class_mobility_students')
      .set({ grade: demoGrade(i + 7), grade_updated_at: closedAt, grade_updated_by: p.teacherId })
      .where('id', '=', m.id)
      .execute();
  }
  await trx
    .updateTable('classes')
    .set({ status: 'finished', id_teacher: p.teacherId, acta_closed_at: closedAt, acta_closed_by: p.teacherId })
    .where('id_class', '=', p.finishedClassId)
    .execute();
  await trx
    .insertInto('class_status_history')
    .values({
      id_class: p.finishedClassId,
      from_status: 'active',
      to_status: 'finished',
      comment: null,
      changed_by: p.teacherId,
      changed_at: closedAt,
    })
    .execute();
  const key = await folioKey(trx);
  let folio: string | null = null;
  for (const [i, s] of students.entries()) {
    const nonce = newNonce();
    const own = folioOf(key, nonce);
    folio ??= own;
    await trx
      .insertInto('constancias')
      .values({
        id_class: p.finishedClassId,
        id_student: s.id_student,
        nonce,
        folio_hash: folioHash(own),
        grade: demoGrade(i),
        issued_at: closedAt,
      })
      .execute();
  }

  // The current summer: the demo teacher's class in progress, its first half graded.
  await trx
    .updateTable('classes')
    .set({ id_teacher: p.teacherId })
    .where('id_class', '=', p.inProgressClassId)
    .execute();
  const current = await trx
    .selectFrom('student_classes')
    .select('id_student')
    .where('id_class', '=', p.inProgressClassId)
    .orderBy('id_student_class')
    .execute();
  for (const [i, s] of current.slice(0, Math.ceil(current.length / 2)).entries()) {
    await trx
      .updateTable('student_classes')
      .set({ grade: demoGrade(i + 3), grade_updated_at: p.at, grade_updated_by: p.teacherId })
      .where('id_class', '=', p.inProgressClassId)
      .where('id_student', '=', s.id_student)
      .execute();
  }
  return folio;
}
