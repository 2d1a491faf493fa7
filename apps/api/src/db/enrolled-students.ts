import type { DbOrTrx } from './tables.ts';

/**
 * A class's enrolments with their students' people data (control number, phone, career, name,
 * email): the one base query of every list of students — the classmates page, the roster
 * downloads and the period workbook add their filter, order and extra columns to it.
 */
export function enrolledStudents(db: DbOrTrx) {
  return db
    .selectFrom('student_classes')
    .innerJoin('students', 'students.id_student', 'student_classes.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .leftJoin('careers', 'careers.id_career', 'students.id_career')
    .select([
      'student_classes.id_student_class',
      'student_classes.id_student',
      'student_classes.group_leader',
      'student_classes.kind',
      'students.control_number',
      'students.phone',
      'careers.name as career_name',
      'users.id_user',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
      'users.email',
    ]);
}

/** The payment columns of an enrolment, for the lists that show them. */
export const PAYMENT_COLUMNS = [
  'student_classes.payment_status',
  'student_classes.payment_folio',
  'student_classes.payment_date',
] as const;
