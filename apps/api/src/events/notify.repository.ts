import type { Insertable } from 'kysely';
import type { Database, DbOrTrx } from '../db/tables.ts';

/** The user id, first name and email of students, by student id (or of every student of a class). */
export async function recipientsOf(db: DbOrTrx, by: { studentIds?: number[]; classId?: number }) {
  let q = db
    .selectFrom('students')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .select(['users.id_user', 'users.name', 'users.email']);
  if (by.classId !== undefined) {
    q = q.where('students.id_student', 'in', (eb) =>
      eb.selectFrom('student_classes').select('id_student').where('id_class', '=', by.classId!),
    );
  }
  if (by.studentIds !== undefined) {
    if (by.studentIds.length === 0) return [];
    q = q.where('students.id_student', 'in', by.studentIds);
  }
  return q.orderBy('users.id_user').execute();
}

/** The first name and email of a class's mobility students (from the admin's form; they have no account). */
export async function mobilityRecipientsOf(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('class_mobility_students')
    .select(['name', 'email'])
    .where('id_class', '=', classId)
    .orderBy('id')
    .execute();
}

export async function subjectNameOfClass(db: DbOrTrx, classId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select('subjects.name')
    .where('classes.id_class', '=', classId)
    .executeTakeFirst();
  return row?.name;
}

export async function insertNotifications(db: DbOrTrx, rows: Insertable<Database['notifications']>[]) {
  if (rows.length) await db.insertInto('notifications').values(rows).execute();
}
