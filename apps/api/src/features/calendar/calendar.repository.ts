import type { DbOrTrx } from '../../db/tables.ts';

/** The calendar tokens' SQL and the classes a feed lists. */

export async function tokenOfUser(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('calendar_tokens')
    .select(['token', 'created_at'])
    .where('id_user', '=', userId)
    .executeTakeFirst();
}

/** The user's new token, replacing the one they had (the old address stops at once). */
export async function replaceToken(db: DbOrTrx, userId: number, token: string, now: string): Promise<void> {
  await db.deleteFrom('calendar_tokens').where('id_user', '=', userId).execute();
  await db.insertInto('calendar_tokens').values({ id_user: userId, token, created_at: now }).execute();
}

/** Deletes the user's token; whether there was one. */
export async function deleteToken(db: DbOrTrx, userId: number): Promise<boolean> {
  const row = await db.deleteFrom('calendar_tokens').where('id_user', '=', userId).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Who a token belongs to: their user id and, for a student, their student id; undefined: no such token. */
export async function ownerOfToken(db: DbOrTrx, token: string) {
  return db
    .selectFrom('calendar_tokens as t')
    .innerJoin('users as u', 'u.id_user', 't.id_user')
    .leftJoin('students as s', 's.id_user', 'u.id_user')
    .select(['u.id_user', 's.id_student'])
    .where('t.token', '=', token)
    .executeTakeFirst();
}

/** What a feed needs of some classes: subject, status, period dates, room, teacher, WhatsApp group. */
function feedClasses(db: DbOrTrx) {
  return db
    .selectFrom('classes as c')
    .innerJoin('subjects as sub', 'sub.id_subject', 'c.id_subject')
    .innerJoin('periods as p', 'p.year', 'c.period')
    .leftJoin('rooms as r', 'r.id_room', 'c.id_room')
    .leftJoin('users as t', 't.id_user', 'c.id_teacher')
    .select([
      'c.id_class',
      'c.status',
      'c.updated_at',
      'c.whatsapp_link',
      'sub.name as subject_name',
      'p.classes_start',
      'p.classes_end',
      'r.name as room_name',
      'r.building as room_building',
      't.name as teacher_name',
      't.paternal_surname as teacher_paternal',
      't.maternal_surname as teacher_maternal',
    ])
    .orderBy('c.id_class');
}

export type FeedClass = Awaited<ReturnType<ReturnType<typeof feedClasses>['execute']>>[number];

/** A student's classes: every class they hold a row in (a cancelled one keeps its rows, so its events show cancelled). */
export async function classesOfStudent(db: DbOrTrx, studentId: number): Promise<FeedClass[]> {
  return feedClasses(db)
    .where('c.id_class', 'in', (eb) =>
      eb.selectFrom('student_classes').select('id_class').where('id_student', '=', studentId),
    )
    .execute();
}

/** A teacher's classes: the ones they are assigned to. */
export async function classesOfTeacher(db: DbOrTrx, userId: number): Promise<FeedClass[]> {
  return feedClasses(db).where('c.id_teacher', '=', userId).execute();
}

export async function feedClass(db: DbOrTrx, classId: number): Promise<FeedClass | undefined> {
  return feedClasses(db).where('c.id_class', '=', classId).executeTakeFirst();
}

/** Whether the student holds a place in the class (what lets them see its WhatsApp group). */
export async function holdsPlace(db: DbOrTrx, classId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_classes')
    .select('id_student_class')
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}
