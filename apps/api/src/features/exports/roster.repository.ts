import type { DbOrTrx } from '../../db/tables.ts';

/** A class's data for the heading of its lists, with its subject. */
export async function rosterClass(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select([
      'classes.id_class',
      'classes.status',
      'classes.period',
      'classes.shift',
      'subjects.name as subject_name',
      'subjects.clave',
      'subjects.credits',
    ])
    .where('classes.id_class', '=', classId)
    .executeTakeFirst();
}

/** The class's meeting days and hours. */
export async function rosterSchedule(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('class_schedules')
    .innerJoin('weekdays', 'weekdays.id', 'class_schedules.id_day')
    .select(['weekdays.name as day_name', 'class_schedules.start_time', 'class_schedules.end_time'])
    .where('class_schedules.id_class', '=', classId)
    .orderBy('class_schedules.id_day')
    .execute();
}

/** Every student enrolled in the class, with contact data and career (ordered later, in Spanish). */
export async function rosterStudents(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('student_classes')
    .innerJoin('students', 'students.id_student', 'student_classes.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .leftJoin('careers', 'careers.id_career', 'students.id_career')
    .select([
      'student_classes.id_student',
      'student_classes.group_leader',
      'students.control_number',
      'students.phone',
      'careers.name as career_name',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
      'users.email',
    ])
    .where('student_classes.id_class', '=', classId)
    .orderBy('student_classes.id_student_class')
    .execute();
}

/** Whether the student leads the class. */
export async function leadsClass(db: DbOrTrx, classId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_classes')
    .select('id_student_class')
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .where('group_leader', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
