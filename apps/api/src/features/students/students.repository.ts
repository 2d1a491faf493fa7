import type { DbOrTrx } from '../../db/tables.ts';

const STUDENT_COLUMNS = [
  'students.id_student',
  'students.id_user',
  'students.id_career',
  'students.control_number',
  'students.phone',
  'careers.name as career',
] as const;

function studentsWithCareer(db: DbOrTrx) {
  return db.selectFrom('students').innerJoin('careers', 'careers.id_career', 'students.id_career');
}

/** The career's name, or undefined when there is no such career. */
export async function careerName(db: DbOrTrx, careerId: number): Promise<string | undefined> {
  const row = await db.selectFrom('careers').select('name').where('id_career', '=', careerId).executeTakeFirst();
  return row?.name;
}

export async function findStudentById(db: DbOrTrx, studentId: number) {
  return studentsWithCareer(db).select(STUDENT_COLUMNS).where('students.id_student', '=', studentId).executeTakeFirst();
}

export async function findStudentByUser(db: DbOrTrx, userId: number) {
  return studentsWithCareer(db).select(STUDENT_COLUMNS).where('students.id_user', '=', userId).executeTakeFirst();
}

export async function isControlNumberUsed(db: DbOrTrx, controlNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('students')
    .select('id_student')
    .where('control_number', '=', controlNumber)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts a student profile unless a unique constraint (one profile per user, one student per
 * control number) already holds a row: then nothing is written and the answer is undefined.
 * One statement, so concurrent registrations cannot both succeed.
 */
export async function insertStudentIfAbsent(
  db: DbOrTrx,
  values: { id_user: number; id_career: number; control_number: string; phone: string; now: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('students')
    .values({
      id_user: values.id_user,
      id_career: values.id_career,
      control_number: values.control_number,
      phone: values.phone,
      created_at: values.now,
      updated_at: values.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id_student')
    .executeTakeFirst();
  return row?.id_student;
}

/** Updates the given fields; throws the driver's unique-violation error on a taken control number. */
export async function updateStudent(
  db: DbOrTrx,
  studentId: number,
  changes: { id_career?: number; control_number?: string; phone?: string; updated_at: string },
): Promise<void> {
  await db.updateTable('students').set(changes).where('id_student', '=', studentId).execute();
}

/** Every student with their user's name and email and their career (when it still exists), by id. */
export async function listAllStudents(db: DbOrTrx) {
  return db
    .selectFrom('students')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .leftJoin('careers', 'careers.id_career', 'students.id_career')
    .select([
      'students.id_student',
      'students.control_number',
      'students.phone',
      'users.id_user',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
      'users.email',
      'careers.id_career',
      'careers.name as career_name',
    ])
    .orderBy('students.id_student')
    .execute();
}
