import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import { CLASS_COLUMNS } from './classes.repository.ts';
import { SCHEDULE_COLUMNS } from './timetable.repository.ts';

/**
 * The reads of GET /classes/student ("Mis Cursos", read on every visit): everything about the classes a
 * student is enrolled in, in three statements keyed by the student alone, compiled once (db/compiled-once.ts).
 * The same rows as classesOfStudent, leadersOf, placesOfClasses, statusHistoryOf (its last entry),
 * schedulesOfClasses and careersOfSubjects, which took six statements built on every request.
 */

/** The classes' rows version (migration 2026-11-30-0100), read with the rows of the same statement. */
const rowsVersion = sql<string | number>`(select version from class_rows_version where id = 1)`.as('rows_version');

/**
 * What the student's answer shows that the rows version does not cover, in the order of studentClassRows:
 * each of their enrolments (which class, whether they lead it, whether it came from the waitlist) and the
 * class's seats; with the rows version (student-classes.service.ts keeps the last answer while these are
 * the same).
 */
export const studentClassFigures = compiledOnce((db, p: { studentId: number }) =>
  db
    .selectFrom('student_classes as sc')
    .innerJoin('classes', 'classes.id_class', 'sc.id_class')
    .select([
      'sc.id_student_class',
      'sc.id_class',
      'sc.group_leader',
      'sc.promoted_at',
      'sc.kind',
      'classes.enrolled',
      'classes.mobility_enrolled',
      rowsVersion,
    ])
    .where('sc.id_student', '=', p.studentId)
    .orderBy('sc.created_at')
    .orderBy('sc.id_student_class'),
);

/**
 * One row per enrolment of the student (led classes included), in the order they joined: the class with its
 * subject, room and teacher, its group leader (at most one: a unique partial index) and its latest status
 * change (the last by time, then id) with who made it.
 */
export const studentClassRows = compiledOnce((db, p: { studentId: number }) =>
  db
    .selectFrom('student_classes as sc')
    .innerJoin('classes', 'classes.id_class', 'sc.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .leftJoin('rooms as r', 'r.id_room', 'classes.id_room')
    .leftJoin('users as t', 't.id_user', 'classes.id_teacher')
    // The literal 1 (not a parameter) lets SQLite use the partial index of leaders without re-planning.
    .leftJoin('student_classes as l', (j) =>
      j.onRef('l.id_class', '=', 'classes.id_class').on('l.group_leader', '=', sql.lit(1)),
    )
    .leftJoin('students as ls', 'ls.id_student', 'l.id_student')
    .leftJoin('users as lu', 'lu.id_user', 'ls.id_user')
    // The latest change: no later one of the same class (by time, then id). Written as NOT EXISTS so both
    // databases read it through the (id_class, changed_at) index (PostgreSQL does not use an index for
    // `h.id = (correlated subquery)`, and scanned the whole history for every class).
    .leftJoin('class_status_history as h', (j) =>
      j.onRef('h.id_class', '=', 'classes.id_class').on((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('class_status_history as later')
              .select(sql.lit(1).as('one'))
              .whereRef('later.id_class', '=', 'h.id_class')
              .where((w) =>
                w.or([
                  w('later.changed_at', '>', w.ref('h.changed_at')),
                  w.and([w('later.changed_at', '=', w.ref('h.changed_at')), w('later.id', '>', w.ref('h.id'))]),
                ]),
              ),
          ),
        ),
      ),
    )
    .leftJoin('users as hu', 'hu.id_user', 'h.changed_by')
    .select([
      ...CLASS_COLUMNS,
      'sc.id_student_class',
      'sc.group_leader',
      'sc.promoted_at',
      'sc.kind',
      'sc.grade',
      rowsVersion,
      'r.id_room',
      'r.name as room_name',
      'r.building as room_building',
      'r.capacity as room_capacity',
      'r.kind as room_kind',
      't.id_user as teacher_id',
      't.name as teacher_name',
      't.paternal_surname as teacher_paternal_surname',
      't.maternal_surname as teacher_maternal_surname',
      'ls.id_student as leader_id',
      'ls.control_number as leader_control_number',
      'ls.phone as leader_phone',
      'lu.name as leader_name',
      'lu.paternal_surname as leader_paternal_surname',
      'lu.maternal_surname as leader_maternal_surname',
      'h.id as review_id',
      'h.from_status as review_from',
      'h.to_status as review_to',
      'h.comment as review_comment',
      'h.changed_at as review_at',
      'hu.id_user as reviewer_id',
      'hu.name as reviewer_name',
      'hu.paternal_surname as reviewer_paternal_surname',
      'hu.maternal_surname as reviewer_maternal_surname',
    ])
    .where('sc.id_student', '=', p.studentId)
    .orderBy('sc.created_at')
    .orderBy('sc.id_student_class'),
);

/** The sessions of every class the student is enrolled in, by day (the rows of schedulesOfClasses). */
export const studentClassSchedules = compiledOnce((db, p: { studentId: number }) =>
  db
    .selectFrom('student_classes as sc')
    .innerJoin('class_schedules', 'class_schedules.id_class', 'sc.id_class')
    .innerJoin('weekdays', 'weekdays.id', 'class_schedules.id_day')
    .select(SCHEDULE_COLUMNS)
    .where('sc.id_student', '=', p.studentId)
    .orderBy('class_schedules.id_day'),
);

/**
 * The careers of the subjects of the student's classes, by career name (the rows of careersOfSubjects; a
 * subject of two of the student's classes comes once).
 */
export const studentSubjectCareers = compiledOnce((db, p: { studentId: number }) =>
  db
    .selectFrom('subject_careers')
    .innerJoin('careers', 'careers.id_career', 'subject_careers.id_career')
    .select(['subject_careers.id_subject', 'careers.id_career', 'careers.name'])
    .where('subject_careers.id_subject', 'in', (eb) =>
      eb
        .selectFrom('student_classes as sc')
        .innerJoin('classes', 'classes.id_class', 'sc.id_class')
        .select('classes.id_subject')
        .where('sc.id_student', '=', p.studentId),
    )
    .orderBy('careers.name')
    .orderBy('careers.id_career'),
);
