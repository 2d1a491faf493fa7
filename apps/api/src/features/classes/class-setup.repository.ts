import type { DbOrTrx } from '../../db/tables.ts';

/** The admin's changes to a class's seats and schedule (issue 16): conditional writes on the class row. */

/** Sets the seats while the class is in `statuses` and they hold its students; the new seats, or null. */
export async function setCapacity(
  trx: DbOrTrx,
  args: { classId: number; maxStudents: number; statuses: readonly string[]; now: string },
): Promise<number | null> {
  const row = await trx
    .updateTable('classes')
    .set({ max_students: args.maxStudents, updated_at: args.now })
    .where('id_class', '=', args.classId)
    .where('status', 'in', args.statuses)
    .where('enrolled', '<=', args.maxStudents)
    .returning('max_students')
    .executeTakeFirst();
  return row?.max_students ?? null;
}

/** Sets the shift (and locks the row) while the class is in `statuses`; its period, or null. */
export async function touchForSchedule(
  trx: DbOrTrx,
  args: { classId: number; shift: string; statuses: readonly string[]; now: string },
): Promise<number | null> {
  const row = await trx
    .updateTable('classes')
    .set({ shift: args.shift, updated_at: args.now })
    .where('id_class', '=', args.classId)
    .where('status', 'in', args.statuses)
    .returning('period')
    .executeTakeFirst();
  return row?.period ?? null;
}

/** The students of the class, in id order (the order their rows are locked in). */
export async function studentsOfClass(trx: DbOrTrx, classId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('student_classes')
    .select('id_student')
    .where('id_class', '=', classId)
    .orderBy('id_student')
    .execute();
  return rows.map((r) => r.id_student);
}

export async function deleteSchedules(trx: DbOrTrx, classId: number): Promise<void> {
  await trx.deleteFrom('class_schedules').where('id_class', '=', classId).execute();
}
