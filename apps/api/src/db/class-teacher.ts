import type { DbOrTrx } from './tables.ts';

/** The staff user assigned to teach the class: null when none is, undefined when the class does not exist. */
export async function teacherOfClass(db: DbOrTrx, classId: number): Promise<number | null | undefined> {
  const row = await db.selectFrom('classes').select('id_teacher').where('id_class', '=', classId).executeTakeFirst();
  return row === undefined ? undefined : row.id_teacher;
}
