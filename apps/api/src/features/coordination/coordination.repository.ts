import { randomUUID } from 'node:crypto';
import { SqliteAdapter } from 'kysely';
import type { DbOrTrx } from '../../db/tables.ts';

/** The class as coordination decides on it: status, teacher, acta, period, subject and schedule weekdays. */
export async function coordinationClass(db: DbOrTrx, classId: number) {
  const row = await db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .leftJoin('users', 'users.id_user', 'classes.id_teacher')
    .select([
      'classes.id_class',
      'classes.status',
      'classes.id_teacher',
      'classes.acta_closed_at',
      'classes.period',
      'subjects.name as subject',
      'subjects.clave',
      'users.name as teacher_name',
      'users.paternal_surname as teacher_paternal',
      'users.maternal_surname as teacher_maternal',
    ])
    .where('classes.id_class', '=', classId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, days: await scheduleDays(db, classId) };
}

/** Locks the class's row for the rest of the write (PostgreSQL; SQLite's write transaction holds the database). */
export async function lockClassRow(trx: DbOrTrx, classId: number) {
  const q = trx.selectFrom('classes').select('id_class').where('id_class', '=', classId);
  return (trx.getExecutor().adapter instanceof SqliteAdapter ? q : q.forUpdate()).executeTakeFirst();
}

export async function scheduleDays(db: DbOrTrx, classId: number): Promise<number[]> {
  const rows = await db.selectFrom('class_schedules').select('id_day').where('id_class', '=', classId).execute();
  return rows.map((r) => Number(r.id_day));
}

/** The class's regular students, in list order, for attendance. */
export async function classStudents(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('student_classes')
    .innerJoin('students', 'students.id_student', 'student_classes.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .select([
      'student_classes.id_student',
      'students.control_number',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
    ])
    .where('student_classes.id_class', '=', classId)
    .orderBy('student_classes.id_student_class')
    .execute();
}

export async function isStudentOfClass(db: DbOrTrx, classId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_classes')
    .select('id_student')
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The sessions taken of some classes, with their absences (one row per absence, or one with null). */
export async function attendanceOf(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_attendance')
    .leftJoin('class_absences', 'class_absences.id_attendance', 'class_attendance.id')
    .select(['class_attendance.id_class', 'class_attendance.session_date', 'class_absences.id_student'])
    .where('class_attendance.id_class', 'in', classIds)
    .orderBy('class_attendance.session_date')
    .execute();
}

/** Writes a session's attendance (again, if it was taken): the row, then exactly the absences given. */
export async function writeAttendance(
  trx: DbOrTrx,
  p: { classId: number; date: string; absent: number[]; by: number | null; at: string },
): Promise<{ before: number[] | null }> {
  const existing = await trx
    .selectFrom('class_attendance')
    .select('id')
    .where('id_class', '=', p.classId)
    .where('session_date', '=', p.date)
    .executeTakeFirst();
  let id: number;
  let before: number[] | null = null;
  if (existing) {
    id = Number(existing.id);
    const rows = await trx.selectFrom('class_absences').select('id_student').where('id_attendance', '=', id).execute();
    before = rows.map((r) => Number(r.id_student)).sort((a, b) => a - b);
    await trx.updateTable('class_attendance').set({ taken_at: p.at, taken_by: p.by }).where('id', '=', id).execute();
    await trx.deleteFrom('class_absences').where('id_attendance', '=', id).execute();
  } else {
    const row = await trx
      .insertInto('class_attendance')
      .values({ id_class: p.classId, session_date: p.date, taken_at: p.at, taken_by: p.by })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(row.id);
  }
  if (p.absent.length > 0) {
    await trx
      .insertInto('class_absences')
      .values(p.absent.map((s) => ({ id_attendance: id, id_student: s })))
      .execute();
  }
  return { before };
}

export async function progressOf(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_progress')
    .select(['id_class', 'week', 'percent', 'note', 'reported_at'])
    .where('id_class', 'in', classIds)
    .orderBy('week')
    .execute();
}

/** Writes the week's report (replacing it when the week already has one); the percent it had before. */
export async function writeProgress(
  trx: DbOrTrx,
  p: { classId: number; week: number; percent: number; note: string | null; by: number | null; at: string },
): Promise<{ before: number | null }> {
  const existing = await trx
    .selectFrom('class_progress')
    .select(['id', 'percent'])
    .where('id_class', '=', p.classId)
    .where('week', '=', p.week)
    .executeTakeFirst();
  if (existing) {
    await trx
      .updateTable('class_progress')
      .set({ percent: p.percent, note: p.note, reported_at: p.at, reported_by: p.by })
      .where('id', '=', existing.id)
      .execute();
    return { before: Number(existing.percent) };
  }
  await trx
    .insertInto('class_progress')
    .values({
      id_class: p.classId,
      week: p.week,
      percent: p.percent,
      note: p.note,
      reported_at: p.at,
      reported_by: p.by,
    })
    .execute();
  return { before: null };
}

/** Records a reminder by its key; false when it was already sent (the key's row exists). */
export async function claimReminder(
  trx: DbOrTrx,
  r: { key: string; classId: number | null; kind: string; at: string; by: number | null },
): Promise<boolean> {
  const done = await trx
    .insertInto('coordination_reminders')
    .values({ reminder_key: r.key, id_class: r.classId, kind: r.kind, sent_at: r.at, sent_by: r.by })
    .onConflict((oc) => oc.column('reminder_key').doNothing())
    .executeTakeFirst();
  return Number(done.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function remindersOf(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('coordination_reminders')
    .select(['id_class', 'reminder_key', 'kind'])
    .where('id_class', 'in', classIds)
    .execute();
}

export async function warningsCount(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('activity_log')
    .select((eb) => ['id_class', eb.fn.countAll<number>().as('n')])
    .where('action', '=', 'class.coordination_warning')
    .where('id_class', 'in', classIds)
    .groupBy('id_class')
    .execute();
}

/** The active classes of a period with their subject, teacher and schedule weekdays. */
export async function activeClassesOf(db: DbOrTrx, year: number) {
  const rows = await db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .leftJoin('users', 'users.id_user', 'classes.id_teacher')
    .select([
      'classes.id_class',
      'classes.id_teacher',
      'classes.period',
      'subjects.name as subject',
      'subjects.clave',
      'users.name as teacher_name',
      'users.paternal_surname as teacher_paternal',
      'users.maternal_surname as teacher_maternal',
    ])
    .where('classes.period', '=', year)
    .where('classes.status', '=', 'active')
    .orderBy('subjects.name')
    .orderBy('classes.id_class')
    .execute();
  const ids = rows.map((r) => r.id_class);
  const days =
    ids.length === 0
      ? []
      : await db.selectFrom('class_schedules').select(['id_class', 'id_day']).where('id_class', 'in', ids).execute();
  return rows.map((r) => ({
    ...r,
    days: days.filter((d) => d.id_class === r.id_class).map((d) => Number(d.id_day)),
  }));
}

/** The student's mark that they answered the class's evaluation; false when they already had. */
export async function markEvaluationAnswered(trx: DbOrTrx, classId: number, studentId: number): Promise<boolean> {
  const done = await trx
    .insertInto('evaluation_submissions')
    .values({ id_class: classId, id_student: studentId })
    .onConflict((oc) => oc.columns(['id_class', 'id_student']).doNothing())
    .executeTakeFirst();
  return Number(done.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function hasAnsweredEvaluation(db: DbOrTrx, classId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('evaluation_submissions')
    .select('id_class')
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores what was answered under a random key: nothing in the row names or orders who answered. */
export async function insertEvaluationAnswer(
  trx: DbOrTrx,
  a: { classId: number; teacherId: number; scores: number[]; comment: string | null },
): Promise<void> {
  await trx
    .insertInto('evaluation_answers')
    .values({
      answer_key: randomUUID(),
      id_class: a.classId,
      id_teacher: a.teacherId,
      scores: JSON.stringify(a.scores),
      comment: a.comment,
    })
    .execute();
}

/** The answers of some classes (or of a teacher's classes), in the order of their random keys. */
export async function evaluationAnswers(db: DbOrTrx, by: { classId?: number; teacherId?: number }) {
  let q = db.selectFrom('evaluation_answers').select(['id_class', 'scores', 'comment']).orderBy('answer_key');
  if (by.classId !== undefined) q = q.where('id_class', '=', by.classId);
  if (by.teacherId !== undefined) q = q.where('id_teacher', '=', by.teacherId);
  const rows = await q.execute();
  return rows.map((r) => ({
    id_class: Number(r.id_class),
    scores: JSON.parse(r.scores) as number[],
    comment: r.comment,
  }));
}

/** The classes a teacher taught or was evaluated in, every summer, newest first. */
export async function classesOfTeacher(db: DbOrTrx, teacherId: number) {
  return db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select(['classes.id_class', 'classes.period', 'subjects.name as subject', 'subjects.clave'])
    .where((eb) =>
      eb.or([
        eb('classes.id_teacher', '=', teacherId),
        eb(
          'classes.id_class',
          'in',
          eb.selectFrom('evaluation_answers').select('id_class').where('id_teacher', '=', teacherId),
        ),
      ]),
    )
    .orderBy('classes.period', 'desc')
    .orderBy('subjects.name')
    .execute();
}

export async function staffUser(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('users')
    .select(['id_user', 'name', 'paternal_surname', 'maternal_surname', 'email'])
    .where('id_user', '=', userId)
    .executeTakeFirst();
}

/** The active administrators (who coordinate), to be told the fortnightly attendance report is ready. */
export async function activeAdmins(db: DbOrTrx) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id_role', 'users.id_role')
    .innerJoin('staff_accounts', 'staff_accounts.id_user', 'users.id_user')
    .select(['users.id_user', 'users.name', 'users.email'])
    .where('roles.name', '=', 'admin')
    .where('staff_accounts.is_active', '=', 1)
    .orderBy('users.id_user')
    .execute();
}
