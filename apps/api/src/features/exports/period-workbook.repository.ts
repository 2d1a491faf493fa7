import { enrolledStudents, PAYMENT_COLUMNS } from '../../db/enrolled-students.ts';
import type { DbOrTrx } from '../../db/tables.ts';

/**
 * One batch of a period's classes after `afterId` (keyset pagination over the primary key), with
 * subject, group leader and how many of its enrolments are paid: the workbook reads the period
 * batch by batch, never all of it at once.
 */
export async function periodClassesBatch(db: DbOrTrx, year: number, afterId: number, limit: number) {
  return db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .leftJoin('student_classes as lead', (j) =>
      j.onRef('lead.id_class', '=', 'classes.id_class').on('lead.group_leader', '=', 1),
    )
    .leftJoin('students', 'students.id_student', 'lead.id_student')
    .leftJoin('users', 'users.id_user', 'students.id_user')
    .leftJoin('users as teacher', 'teacher.id_user', 'classes.id_teacher')
    .leftJoin('rooms', 'rooms.id_room', 'classes.id_room')
    .select((eb) => [
      'classes.id_class',
      'classes.status',
      'classes.shift',
      'classes.enrolled',
      'classes.mobility_enrolled',
      'classes.max_students',
      'subjects.name as subject_name',
      'subjects.clave',
      'subjects.credits',
      'users.name as leader_name',
      'users.paternal_surname as leader_paternal',
      'users.maternal_surname as leader_maternal',
      'teacher.name as teacher_name',
      'teacher.paternal_surname as teacher_paternal',
      'teacher.maternal_surname as teacher_maternal',
      'rooms.name as room_name',
      'rooms.building as room_building',
      eb
        .selectFrom('student_classes as paid')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('paid.id_class', '=', 'classes.id_class')
        .where('paid.payment_status', '=', 'pagado')
        .as('paid'),
    ])
    .where('classes.period', '=', year)
    .where('classes.id_class', '>', afterId)
    .orderBy('classes.id_class')
    .limit(limit)
    .execute();
}

/** One batch of a period's enrolments after `afterId`, with the class, the student and the payment. */
export async function periodEnrolmentsBatch(db: DbOrTrx, year: number, afterId: number, limit: number) {
  return enrolledStudents(db)
    .innerJoin('classes', 'classes.id_class', 'student_classes.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select(PAYMENT_COLUMNS)
    .select([
      'classes.id_class',
      'classes.status as class_status',
      'student_classes.grade',
      'subjects.clave',
      'subjects.name as subject_name',
    ])
    .where('classes.period', '=', year)
    .where('student_classes.id_student_class', '>', afterId)
    .orderBy('student_classes.id_student_class')
    .limit(limit)
    .execute();
}

/** One batch of a period's mobility students (other institutes) after `afterId`, with the class. */
export async function periodMobilityBatch(db: DbOrTrx, year: number, afterId: number, limit: number) {
  return db
    .selectFrom('class_mobility_students as m')
    .innerJoin('classes', 'classes.id_class', 'm.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select([
      'm.id',
      'm.name',
      'm.paternal_surname',
      'm.maternal_surname',
      'm.institute',
      'm.email',
      'm.phone',
      'm.control_number',
      'm.grade',
      'classes.status as class_status',
      'classes.id_class',
      'subjects.clave',
      'subjects.name as subject_name',
    ])
    .where('classes.period', '=', year)
    .where('m.id', '>', afterId)
    .orderBy('m.id')
    .limit(limit)
    .execute();
}
