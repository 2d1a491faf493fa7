import { enrolledStudents } from '../../db/enrolled-students.ts';
import type { DbOrTrx } from '../../db/tables.ts';
import { CLASS_COLUMNS } from './classes.repository.ts';

/** Status changes of the given classes, oldest first, with who made them. */
export async function statusHistoryOf(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_status_history as h')
    .leftJoin('users', 'users.id_user', 'h.changed_by')
    .select([
      'h.id',
      'h.id_class',
      'h.from_status',
      'h.to_status',
      'h.comment',
      'h.changed_at',
      'users.id_user',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
    ])
    .where('h.id_class', 'in', classIds)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute();
}
export type StatusHistoryRow = Awaited<ReturnType<typeof statusHistoryOf>>[number];

/** The classes a student is enrolled in (led ones included), in the order they joined. */
export async function classesOfStudent(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom('student_classes')
    .innerJoin('classes', 'classes.id_class', 'student_classes.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select([...CLASS_COLUMNS, 'student_classes.group_leader', 'student_classes.promoted_at'])
    .where('student_classes.id_student', '=', studentId)
    .orderBy('student_classes.created_at')
    .orderBy('student_classes.id_student_class')
    .execute();
}

/** One page of a class's students, the group leader first, then in the order they joined. */
export async function classmatesPage(db: DbOrTrx, classId: number, limit: number, offset: number) {
  return enrolledStudents(db)
    .where('student_classes.id_class', '=', classId)
    .orderBy('student_classes.group_leader', 'desc')
    .orderBy('student_classes.created_at')
    .orderBy('student_classes.id_student_class')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many students a class has, and how many of them lead it. */
export async function classmatesCount(db: DbOrTrx, classId: number) {
  const row = await db
    .selectFrom('student_classes')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('group_leader'), eb.lit(0)).as('leaders'),
    ])
    .where('id_class', '=', classId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), leaders: Number(row.leaders) };
}

/** Classes and their enrolments per status, for one academic year or all: one aggregate query. */
export async function classCountsByStatus(db: DbOrTrx, period: number | undefined) {
  let q = db
    .selectFrom('classes')
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('classes'),
      eb.fn.coalesce(eb.fn.sum<number>('enrolled'), eb.lit(0)).as('enrolments'),
    ])
    .groupBy('status');
  if (period !== undefined) q = q.where('period', '=', period);
  const rows = await q.execute();
  return rows.map((r) => ({ status: r.status, classes: Number(r.classes), enrolments: Number(r.enrolments) }));
}

export async function findSubjectKey(db: DbOrTrx, subjectId: number) {
  return db
    .selectFrom('subjects')
    .select(['id_subject', 'clave'])
    .where('id_subject', '=', subjectId)
    .executeTakeFirst();
}

export async function classStatus(db: DbOrTrx, classId: number): Promise<string | undefined> {
  const row = await db.selectFrom('classes').select('status').where('id_class', '=', classId).executeTakeFirst();
  return row?.status;
}

export async function isGroupLeader(db: DbOrTrx, classId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_classes')
    .select('id_student_class')
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .where('group_leader', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function whatsappLinkOf(db: DbOrTrx, classId: number): Promise<string | null | undefined> {
  const row = await db.selectFrom('classes').select('whatsapp_link').where('id_class', '=', classId).executeTakeFirst();
  return row === undefined ? undefined : row.whatsapp_link;
}
