import type { DbOrTrx } from '../db/tables.ts';

/**
 * Records the notice of a class to the students interested in its subject that summer who have not heard
 * of it yet and are not in it; returns the students now to be told. The insert is the claim: a notice
 * already recorded (by the proposal, or by a concurrent approval) is skipped, so each student hears once.
 */
export async function claimInterestNotices(
  trx: DbOrTrx,
  args: { classId: number; subjectId: number; period: number; at: string },
): Promise<number[]> {
  const candidates = await trx
    .selectFrom('subject_interests as i')
    .select('i.id_student')
    .where('i.id_subject', '=', args.subjectId)
    .where('i.period', '=', args.period)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('student_classes as sc')
            .select('sc.id_student')
            .whereRef('sc.id_student', '=', 'i.id_student')
            .where('sc.id_class', '=', args.classId),
        ),
      ),
    )
    .orderBy('i.id_student')
    .execute();
  if (candidates.length === 0) return [];
  const inserted = await trx
    .insertInto('interest_notices')
    .values(candidates.map((c) => ({ id_student: c.id_student, id_class: args.classId, notified_at: args.at })))
    .onConflict((oc) => oc.doNothing())
    .returning('id_student')
    .execute();
  return inserted.map((r) => r.id_student).sort((a, b) => a - b);
}
