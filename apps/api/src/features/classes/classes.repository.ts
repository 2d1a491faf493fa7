import { sql } from 'kysely';
import type { ClassesQuery, ClassSort, ClassSortKey } from '@portal/domain/schemas';
import { pageOffset } from '@portal/domain/rules';
import { CLASS_MIN_STUDENTS } from '@portal/domain/constants';
import type { DbOrTrx } from '../../db/tables.ts';
import { containsSearch } from '../../db/sql-helpers.ts';

export type ClassFilters = Omit<ClassesQuery, 'page' | 'pageSize' | 'sort'>;

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
 * The column of each sort key. Subject names sort by their search form (lower case, no accents), so
 * "Álgebra" sits with the A's on both databases; status values sort as their labels do
 * (active/Activa, aprobado/Aprobada, cancelled/Cancelada, pendiente/Pendiente, rechazado/Rechazada).
 */
const SORT_COLUMN = {
  subject: 'subjects.name_search',
  clave: 'subjects.clave',
  period: 'classes.period',
  status: 'classes.status',
  enrolled: 'classes.enrolled',
  id: 'classes.id_class',
} as const satisfies Record<ClassSortKey, string>;

/**
 * One page of classes and how many match: newest academic year first, or by `sort` (ties by class
 * id in the same direction, so pages never overlap). Without a sort the page's ids are chosen from
 * `classes` alone (an index range, no join per candidate row); only those rows are then joined with
 * their subject.
 */
export async function listClasses(db: DbOrTrx, f: ClassFilters, page: number, pageSize: number, sort?: ClassSort) {
  const base = filteredClasses(db, f);
  // A sort joins the subject (its name or key may be the order); the default order needs only `classes`.
  const pageIds = (
    sort
      ? base
          .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
          .select('classes.id_class')
          .orderBy(SORT_COLUMN[sort.key], sort.direction)
          .orderBy('classes.id_class', sort.direction)
      : base.select('classes.id_class').orderBy('classes.period', 'desc').orderBy('classes.id_class', 'desc')
  )
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const [rows, count] = await Promise.all([
    db
      .selectFrom('classes')
      .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
      .select(CLASS_COLUMNS)
      .where('classes.id_class', 'in', pageIds)
      .$call((q) =>
        sort
          ? q.orderBy(SORT_COLUMN[sort.key], sort.direction).orderBy('classes.id_class', sort.direction)
          : q.orderBy('classes.period', 'desc').orderBy('classes.id_class', 'desc'),
      )
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

/** The careers of each given subject (the spec's Subject.Careers), by career name. */
export async function careersOfSubjects(db: DbOrTrx, subjectIds: number[]) {
  if (subjectIds.length === 0) return [];
  return db
    .selectFrom('subject_careers')
    .innerJoin('careers', 'careers.id_career', 'subject_careers.id_career')
    .select(['subject_careers.id_subject', 'careers.id_career', 'careers.name'])
    .where('subject_careers.id_subject', 'in', subjectIds)
    .orderBy('careers.name')
    .orderBy('careers.id_career')
    .execute();
}
