import { sql } from 'kysely';
import type { ClassesQuery, ClassSort, ClassSortKey } from '@portal/domain/schemas';
import { pageOffset } from '@portal/domain/rules';
import { CLASS_MIN_STUDENTS } from '@portal/domain/constants';
import type { DbOrTrx } from '../../db/tables.ts';
import { containsSearch } from '../../db/sql-helpers.ts';

/** Searching and counting classes: the filtered, sorted, paged list and the per-status counts. */

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
 * The ids of one page of classes: newest academic year first, or by `sort` (ties by class id in the
 * same direction, so pages never overlap). Without a sort the ids are chosen from `classes` alone (an
 * index range, no join per candidate row). class-list-page.ts reads them with the count, then the rows.
 */
export function pageIdsQuery(db: DbOrTrx, f: ClassFilters, page: number, pageSize: number, sort?: ClassSort) {
  const base = filteredClasses(db, f);
  // A sort joins the subject (its name or key may be the order); the default order needs only `classes`.
  return (
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
}

/** How many classes match the filters (`meta.total`). */
export function countQuery(db: DbOrTrx, f: ClassFilters) {
  return filteredClasses(db, f).select((eb) => eb.fn.countAll<number>().as('total'));
}

/** Classes and their enrolments per status, for one academic year or all: one aggregate query. */
export async function classCountsByStatus(db: DbOrTrx, period: number | undefined) {
  let q = db
    .selectFrom('classes')
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('classes'),
      eb.fn.coalesce(eb.fn.sum<number>('enrolled'), eb.lit(0)).as('enrolments'),
    ])
    .groupBy('status');
  if (period !== undefined) q = q.where('period', '=', period);
  const rows = await q.execute();
  return rows.map((r) => ({ status: r.status, classes: Number(r.classes), enrolments: Number(r.enrolments) }));
}
