import type { DbOrTrx } from '../tables.ts';

/** Demo data: students waiting, in ticket order, for a full pending class. */
export async function seedWaitlist(
  trx: DbOrTrx,
  classId: number,
  students: readonly { id_student: number }[],
  since: string,
): Promise<void> {
  if (students.length === 0) return;
  await trx
    .insertInto('class_waitlist')
    .values(
      students.map((s, i) => ({
        id_class: classId,
        id_student: s.id_student,
        ticket: i + 1,
        created_at: new Date(Date.parse(since) + (i + 2) * 86_400_000).toISOString(),
      })),
    )
    .execute();
  await trx.updateTable('classes').set({ waitlist_tickets: students.length }).where('id_class', '=', classId).execute();
}
