import { sql } from 'kysely';
import type { ClassesQuery } from '@portal/domain/schemas';
import { pageOffset } from '@portal/domain/rules';
import { CLASS_MIN_STUDENTS } from '@portal/domain/constants';
import type { DbOrTrx } from '../../db/tables.ts';
import { containsSearch } from '../../db/sql-helpers.ts';

export type ClassFilters = Omit<ClassesQuery, 'page' | 'pageSize'>;

/**
 * The classes that match the filters, from `classes` alone: the subject and career filters become
 * `id_subject IN (…)` over the small catalog tables, so counting never joins a row per class and the
 * indexes on classes (status/period/subject) answer both the count and the page.
 */
function filteredClasses(db: DbOrTrx, f: ClassFilters) {
  let q = db.selectFrom('classes');
  if (f.period !== undefined) q = q.where('classes.period', '=', f.period);
  if (f.status && f.status.length > 0) q = q.where('classes.status', 'in', f.status);
  if (f.subjectId !== undefined) q = q.where('classes.id_subject', '=', f.subjectId);
  // Issue 15: classes that reached the minimum group size ("Lista para aprobar"), or not yet.
  if (f.quorum === 'ready') q = q.where('classes.enrolled', '>=', CLASS_MIN_STUDENTS);
  if (f.quorum === 'below') q = q.where('classes.enrolled', '<', CLASS_MIN_STUDENTS);
  const clave = f.clave;
  if (clave) {
    q = q.where('classes.id_subject', 'in', (eb) =>
      eb.selectFrom('subjects').select('subjects.id_subject').where('subjects.clave', '=', clave),
    );
  }
  const subjectName = f.subjectName;
  if (subjectName) {
    q = q.where('classes.id_subject', 'in', (eb) =>
      eb
        .selectFrom('subjects')
        .select('subjects.id_subject')
        .where(containsSearch('subjects.name_search', subjectName)),
    );
  }
  const term = f.search;
  if (term) {
    q = q.where('classes.id_subject', 'in', (eb) =>
      eb
        .selectFrom('subjects')
        .select('subjects.id_subject')
        .where((w) =>
          w.or([containsSearch('subjects.name_search', term), containsSearch(sql`lower(subjects.clave)`, term)]),
        ),
    );
  }
  const careerId = f.careerId;
  if (careerId !== undefined) {
    q = q.where('classes.id_subject', 'in', (eb) =>
      eb
        .selectFrom('subject_careers')
        .select('subject_careers.id_subject')
        .where('subject_careers.id_career', '=', careerId),
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
  'classes.mobility_enrolled',
  'classes.created_by',
  'classes.created_at',
  'subjects.id_subject',
  'subjects.name as subject_name',
  'subjects.clave',
  'subjects.credits',
] as const;

/**
 * One page of classes, newest academic year first, and how many match. The page's ids are chosen
 * from `classes` alone (an index range, no join per candidate row); only those rows are then joined
 * with their subject.
 */
export async function listClasses(db: DbOrTrx, f: ClassFilters, page: number, pageSize: number) {
  const base = filteredClasses(db, f);
  const pageIds = base
    .select('classes.id_class')
    .orderBy('classes.period', 'desc')
    .orderBy('classes.id_class', 'desc')
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const [rows, count] = await Promise.all([
    db
      .selectFrom('classes')
      .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
      .select(CLASS_COLUMNS)
      .where('classes.id_class', 'in', pageIds)
      .orderBy('classes.period', 'desc')
      .orderBy('classes.id_class', 'desc')
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
