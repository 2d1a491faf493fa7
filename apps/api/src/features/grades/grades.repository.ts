import { SqliteAdapter } from 'kysely';
import type { DbOrTrx } from '../../db/tables.ts';

/**
 * The class's row as grading decides on it, locked for the rest of the transaction (PostgreSQL
 * `FOR UPDATE`; SQLite's `BEGIN IMMEDIATE` already holds the write lock): its status, teacher and acta.
 */
export async function lockedGradingClass(trx: DbOrTrx, classId: number) {
  const query = trx
    .selectFrom('classes')
    .select(['id_class', 'status', 'id_teacher', 'acta_closed_at'])
    .where('id_class', '=', classId);
  return (trx.getExecutor().adapter instanceof SqliteAdapter ? query : query.forUpdate()).executeTakeFirst();
}

export async function gradingClass(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select([
      'classes.id_class',
      'classes.status',
      'classes.id_teacher',
      'classes.acta_closed_at',
      'classes.period',
      'classes.shift',
      'subjects.name as subject_name',
      'subjects.clave',
      'subjects.credits',
    ])
    .where('classes.id_class', '=', classId)
    .executeTakeFirst();
}

/** The class's regular students with their grades (the acta's rows). */
export async function gradedStudents(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('student_classes')
    .innerJoin('students', 'students.id_student', 'student_classes.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .leftJoin('careers', 'careers.id_career', 'students.id_career')
    .select([
      'student_classes.id_student',
      'student_classes.grade',
      'students.control_number',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
      'careers.name as career_name',
    ])
    .where('student_classes.id_class', '=', classId)
    .orderBy('student_classes.id_student_class')
    .execute();
}

/** The class's mobility students with their grades. */
export async function gradedMobilityStudents(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('class_mobility_students')
    .select(['id', 'grade', 'control_number', 'name', 'paternal_surname', 'maternal_surname', 'institute'])
    .where('id_class', '=', classId)
    .orderBy('id')
    .execute();
}

/** Writes one regular student's grade; the grade it had before, or undefined when the student is not in the class. */
export async function writeStudentGrade(
  trx: DbOrTrx,
  p: { classId: number; studentId: number; grade: number | null; by: number | null; at: string },
): Promise<{ before: number | null } | undefined> {
  const row = await trx
    .selectFrom('student_classes')
    .select('grade')
    .where('id_class', '=', p.classId)
    .where('id_student', '=', p.studentId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.grade !== p.grade) {
    await trx
      .updateTable('student_classes')
      .set({ grade: p.grade, grade_updated_at: p.at, grade_updated_by: p.by })
      .where('id_class', '=', p.classId)
      .where('id_student', '=', p.studentId)
      .execute();
  }
  return { before: row.grade };
}

/** Writes one mobility student's grade; as writeStudentGrade. */
export async function writeMobilityGrade(
  trx: DbOrTrx,
  p: { classId: number; mobilityId: number; grade: number | null; by: number | null; at: string },
): Promise<{ before: number | null } | undefined> {
  const row = await trx
    .selectFrom('class_mobility_students')
    .select('grade')
    .where('id_class', '=', p.classId)
    .where('id', '=', p.mobilityId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.grade !== p.grade) {
    await trx
      .updateTable('class_mobility_students')
      .set({ grade: p.grade, grade_updated_at: p.at, grade_updated_by: p.by })
      .where('id', '=', p.mobilityId)
      .execute();
  }
  return { before: row.grade };
}

/** Closes the acta: the class moves from `active` to `finished`; false when it was not active and open. */
export async function markActaClosed(trx: DbOrTrx, p: { classId: number; by: number | null; at: string }) {
  const res = await trx
    .updateTable('classes')
    .set({ status: 'finished', acta_closed_at: p.at, acta_closed_by: p.by, updated_at: p.at })
    .where('id_class', '=', p.classId)
    .where('status', '=', 'active')
    .where('acta_closed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Reopens the acta: the class goes back to `active`; false when it was not finished. */
export async function markActaReopened(trx: DbOrTrx, p: { classId: number; at: string }) {
  const res = await trx
    .updateTable('classes')
    .set({ status: 'active', acta_closed_at: null, acta_closed_by: null, updated_at: p.at })
    .where('id_class', '=', p.classId)
    .where('status', '=', 'finished')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertConstancias(
  trx: DbOrTrx,
  rows: { id_class: number; id_student: number; nonce: string; folio_hash: string; grade: number; issued_at: string }[],
) {
  if (rows.length > 0) await trx.insertInto('constancias').values(rows).execute();
}

/** Marks the class's current constancias as replaced; how many were. */
export async function supersedeConstancias(trx: DbOrTrx, classId: number, at: string): Promise<number> {
  const res = await trx
    .updateTable('constancias')
    .set({ superseded_at: at })
    .where('id_class', '=', classId)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The student's current constancia of a class, if any. */
export async function currentConstancia(db: DbOrTrx, classId: number, studentId: number) {
  return db
    .selectFrom('constancias')
    .select(['id', 'nonce', 'grade', 'issued_at'])
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
}

/** A constancia by its folio's hash, with what its verification page shows. */
export async function constanciaByFolioHash(db: DbOrTrx, folioHash: string) {
  return db
    .selectFrom('constancias')
    .innerJoin('classes', 'classes.id_class', 'constancias.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .innerJoin('students', 'students.id_student', 'constancias.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .select([
      'constancias.grade',
      'constancias.issued_at',
      'constancias.superseded_at',
      'classes.period',
      'subjects.name as subject_name',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
    ])
    .where('constancias.folio_hash', '=', folioHash)
    .executeTakeFirst();
}

/** The name of the class's assigned teacher, if any. */
export async function classTeacherName(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('classes')
    .innerJoin('users', 'users.id_user', 'classes.id_teacher')
    .select(['users.name', 'users.paternal_surname', 'users.maternal_surname'])
    .where('classes.id_class', '=', classId)
    .executeTakeFirst();
}

/** A student's name, control number and career, for their constancia. */
export async function constanciaStudent(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom('students')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .leftJoin('careers', 'careers.id_career', 'students.id_career')
    .select([
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
      'students.control_number',
      'careers.name as career_name',
    ])
    .where('students.id_student', '=', studentId)
    .executeTakeFirstOrThrow();
}
