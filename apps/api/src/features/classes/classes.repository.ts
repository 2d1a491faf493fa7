import { sql } from 'kysely';
import type { ClassesQuery } from '@portal/domain/schemas';
import { pageOffset } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';
import { containsSearch } from '../../db/sql-helpers.ts';

export type ClassFilters = Omit<ClassesQuery, 'page' | 'pageSize'>;

function filteredClasses(db: DbOrTrx, f: ClassFilters) {
  let q = db.selectFrom('classes').innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject');
  if (f.period !== undefined) q = q.where('classes.period', '=', f.period);
  if (f.status && f.status.length > 0) q = q.where('classes.status', 'in', f.status);
  if (f.subjectId !== undefined) q = q.where('classes.id_subject', '=', f.subjectId);
  if (f.clave) q = q.where('subjects.clave', '=', f.clave);
  if (f.subjectName) q = q.where(containsSearch('subjects.name_search', f.subjectName));
  if (f.search) {
    const term = f.search;
    q = q.where((eb) =>
      eb.or([containsSearch('subjects.name_search', term), containsSearch(sql`lower(subjects.clave)`, term)]),
    );
  }
  if (f.careerId !== undefined) {
    const careerId = f.careerId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('subject_careers')
          .select(sql`1`.as('one'))
          .whereRef('subject_careers.id_subject', '=', 'classes.id_subject')
          .where('subject_careers.id_career', '=', careerId),
      ),
    );
  }
  return q;
}

export const CLASS_COLUMNS = [
  'classes.id_class',
  'classes.status',
  'classes.period',
  'classes.shift',
  'classes.description',
  'classes.image',
  'classes.whatsapp_link',
  'classes.max_students',
  'classes.enrolled',
  'classes.created_by',
  'classes.created_at',
  'subjects.id_subject',
  'subjects.name as subject_name',
  'subjects.clave',
  'subjects.credits',
] as const;

export async function listClasses(db: DbOrTrx, f: ClassFilters, page: number, pageSize: number) {
  const base = filteredClasses(db, f);
  const [rows, count] = await Promise.all([
    base
      .select(CLASS_COLUMNS)
      .orderBy('classes.period', 'desc')
      .orderBy('classes.id_class', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type ClassRecord = Awaited<ReturnType<typeof listClasses>>['rows'][number];

export async function findClass(db: DbOrTrx, id: number): Promise<ClassRecord | undefined> {
  return db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select(CLASS_COLUMNS)
    .where('classes.id_class', '=', id)
    .executeTakeFirst();
}

export async function schedulesOf(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_schedules')
    .innerJoin('weekdays', 'weekdays.id', 'class_schedules.id_day')
    .select([
      'class_schedules.id_schedule',
      'class_schedules.id_class',
      'class_schedules.id_day',
      'class_schedules.start_time',
      'class_schedules.end_time',
      'weekdays.name as day_name',
      'weekdays.short_name as day_short_name',
    ])
    .where('class_schedules.id_class', 'in', classIds)
    .orderBy('class_schedules.id_day')
    .execute();
}

/** The group leader of each class (at most one, by a unique index). */
export async function leadersOf(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('student_classes')
    .innerJoin('students', 'students.id_student', 'student_classes.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .select([
      'student_classes.id_class',
      'students.id_student',
      'students.control_number',
      'students.phone',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
    ])
    .where('student_classes.id_class', 'in', classIds)
    .where('student_classes.group_leader', '=', 1)
    .execute();
}

export async function isEnrolled(db: DbOrTrx, classId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_classes')
    .select('id_student_class')
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}
