import { enrolledStudents, PAYMENT_COLUMNS } from '../../db/enrolled-students.ts';
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

/** Every student enrolled in the class, with contact data, career and payment (ordered later, in Spanish). */
export async function rosterStudents(db: DbOrTrx, classId: number) {
  return enrolledStudents(db)
    .select(PAYMENT_COLUMNS)
    .where('student_classes.id_class', '=', classId)
    .orderBy('student_classes.id_student_class')
    .execute();
}

/** The class's mobility students (other institutes), for the same lists. */
export async function rosterMobilityStudents(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('class_mobility_students')
    .select(['name', 'paternal_surname', 'maternal_surname', 'institute', 'email', 'phone', 'control_number'])
    .where('id_class', '=', classId)
    .orderBy('id')
    .execute();
}
