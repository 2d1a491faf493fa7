import type { DbOrTrx } from '../../db/tables.ts';

/**
 * One batch of a period's classes after `afterId` (keyset pagination over the primary key), with
 * subject and group leader: the workbook reads the period batch by batch, never all of it at once.
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
    .select([
      'classes.id_class',
      'classes.status',
      'classes.shift',
      'classes.enrolled',
      'classes.max_students',
      'subjects.name as subject_name',
      'subjects.clave',
      'subjects.credits',
      'users.name as leader_name',
      'users.paternal_surname as leader_paternal',
      'users.maternal_surname as leader_maternal',
    ])
    .where('classes.period', '=', year)
    .where('classes.id_class', '>', afterId)
    .orderBy('classes.id_class')
    .limit(limit)
    .execute();
}

/** The meeting days and hours of some classes. */
export async function schedulesOfClasses(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_schedules')
    .innerJoin('weekdays', 'weekdays.id', 'class_schedules.id_day')
    .select([
      'class_schedules.id_class',
      'weekdays.name as day_name',
      'class_schedules.start_time',
      'class_schedules.end_time',
    ])
    .where('class_schedules.id_class', 'in', classIds)
    .orderBy('class_schedules.id_day')
    .execute();
}

/** One batch of a period's enrolments after `afterId`, with the class and the student. */
export async function periodEnrolmentsBatch(db: DbOrTrx, year: number, afterId: number, limit: number) {
  return db
    .selectFrom('student_classes')
    .innerJoin('classes', 'classes.id_class', 'student_classes.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .innerJoin('students', 'students.id_student', 'student_classes.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .leftJoin('careers', 'careers.id_career', 'students.id_career')
    .select([
      'student_classes.id_student_class',
      'student_classes.group_leader',
      'student_classes.created_at',
      'classes.id_class',
      'subjects.clave',
      'subjects.name as subject_name',
      'students.control_number',
      'students.phone',
      'careers.name as career_name',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
      'users.email',
    ])
    .where('classes.period', '=', year)
    .where('student_classes.id_student_class', '>', afterId)
    .orderBy('student_classes.id_student_class')
    .limit(limit)
    .execute();
}
