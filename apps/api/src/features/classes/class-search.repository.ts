import { CompiledQuery, sql, SqliteAdapter } from 'kysely';
import type { ClassesQuery, ClassSort, ClassSortKey } from '@portal/domain/schemas';
import { pageOffset } from '@portal/domain/rules';
import { CLASS_MIN_STUDENTS } from '@portal/domain/constants';
import type { DbOrTrx } from '../../db/tables.ts';
import { BatchedRead } from '../../db/batched-read.ts';
import { prepared } from '../../db/prepared-statements.ts';
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
  // Classes that reached the minimum group size ("Lista para aprobar"), or not yet.
  if (f.quorum === 'ready') q = q.where('classes.enrolled', '>=', CLASS_MIN_STUDENTS);
  if (f.quorum === 'below') q = q.where('classes.enrolled', '<', CLASS_MIN_STUDENTS);
  // «Asignar Salones»: what still lacks a room, a teacher, or either.
  if (f.missing === 'room') q = q.where('classes.id_room', 'is', null);
  if (f.missing === 'teacher') q = q.where('classes.id_teacher', 'is', null);
  if (f.missing === 'either')
    q = q.where((w) => w.or([w('classes.id_room', 'is', null), w('classes.id_teacher', 'is', null)]));
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

/** The public list's page in two statements: the ids with the total, then the rows (class-list-page.ts). */

const isSqlite = (db: DbOrTrx) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The classes' rows version, the total and the page's ids, read by one statement (one snapshot). */
export async function readListPage(
  db: DbOrTrx,
  f: ClassFilters,
  page: number,
  pageSize: number,
  sort: ClassSort | undefined,
): Promise<{ version: number; total: number; ids: number[] }> {
  const ids = pageIdsQuery(db, f, page, pageSize, sort);
  const version = sql`(select version from class_rows_version where id = 1)`;
  const aggregated = isSqlite(db)
    ? sql`(select json_group_array(p.id_class) from (${ids}) as p)`
    : sql`coalesce((select json_agg(p.id_class) from (${ids}) as p), '[]'::json)`;
  const { rows } = await sql<{
    version: number;
    total: number;
    ids: string | number[];
  }>`select ${version} as version, (${countQuery(db, f)}) as total, ${aggregated} as ids`.execute(db);
  const row = rows[0]!;
  return {
    version: Number(row.version),
    total: Number(row.total),
    ids: typeof row.ids === 'string' ? (JSON.parse(row.ids) as number[]) : row.ids,
  };
}

const ORDER_COLUMN: Record<ClassSortKey, string> = {
  subject: 's.name_search',
  clave: 's.clave',
  period: 'c.period',
  status: 'c.status',
  enrolled: 'c.enrolled',
  id: 'c.id_class',
};

/**
 * Seats held by waitlist offers made and not yet answered (ESP-5): counted from the list's entries with an
 * offer, so it holds no clock; an offer past its deadline counts until its expiry job removes the entry (the
 * list shows the seat taken a moment longer, never free while it is held). A class that never had a
 * waitlist (`waitlist_tickets` 0, almost all) reads nothing more.
 */
const HELD_SEATS = `case when c.waitlist_tickets > 0 then (select count(*) from class_waitlist hw
    where hw.id_class = c.id_class and hw.offered_at is not null) else 0 end`;

/**
 * The text of the rows statement for one dialect and order, built once: the ids come as one parameter
 * (a JSON array on SQLite, an int array on PostgreSQL), so every page of an order runs the same
 * statement (better-sqlite3 keeps it prepared, db/create-db.ts).
 */
const statements = new Map<string, string>();

function rowsStatement(lite: boolean, sort: ClassSort | undefined): string {
  const key = `${lite ? 'l' : 'p'} ${sort ? `${sort.key} ${sort.direction}` : ''}`;
  let text = statements.get(key);
  if (text) return text;
  const order = sort
    ? `${ORDER_COLUMN[sort.key]} ${sort.direction}, c.id_class ${sort.direction}`
    : 'c.period desc, c.id_class desc';
  const schedules = lite
    ? `(select json_group_array(json_array(cs.id_schedule, cs.id_day, cs.start_time, cs.end_time, w.name, w.short_name) order by cs.id_day, cs.id_schedule)
        from class_schedules cs join weekdays w on w.id = cs.id_day where cs.id_class = c.id_class)`
    : `coalesce((select json_agg(json_build_array(cs.id_schedule, cs.id_day, cs.start_time, cs.end_time, w.name, w.short_name) order by cs.id_day, cs.id_schedule)
        from class_schedules cs join weekdays w on w.id = cs.id_day where cs.id_class = c.id_class), '[]'::json)`;
  const careers = lite
    ? `(select json_group_array(json_array(ca.id_career, ca.name) order by ca.name, ca.id_career)
        from subject_careers sc join careers ca on ca.id_career = sc.id_career where sc.id_subject = s.id_subject)`
    : `coalesce((select json_agg(json_build_array(ca.id_career, ca.name) order by ca.name, ca.id_career)
        from subject_careers sc join careers ca on ca.id_career = sc.id_career where sc.id_subject = s.id_subject), '[]'::json)`;
  const leader = `(select ${lite ? 'json_array' : 'json_build_array'}(st.id_student, u.name, u.paternal_surname, u.maternal_surname)
      from student_classes m join students st on st.id_student = m.id_student join users u on u.id_user = st.id_user
      where m.id_class = c.id_class and m.group_leader = 1 order by m.id_student_class desc limit 1)`;
  const ids = lite ? 'c.id_class in (select value from json_each(?))' : 'c.id_class = any($1::int[])';
  text = `select c.id_class, c.status, c.period, c.shift, c.description, c.image, c.max_students, c.enrolled,
  c.mobility_enrolled, ${HELD_SEATS} as held_seats, c.created_at, c.at_risk_at, s.id_subject, s.name as subject_name, s.clave, s.credits,
  r.id_room, r.name as room_name, r.building, r.capacity, r.kind,
  t.id_user as teacher_id, t.name as teacher_name, t.paternal_surname as teacher_paternal, t.maternal_surname as teacher_maternal,
  ${schedules} as schedules, ${careers} as careers, ${leader} as leader,
  (select version from class_rows_version where id = 1) as rows_version
from classes c
join subjects s on s.id_subject = c.id_subject
left join rooms r on r.id_room = c.id_room
left join users t on t.id_user = c.id_teacher
where ${ids}
order by ${order}`;
  statements.set(key, prepared(text));
  return text;
}

export interface ListPageRow {
  id_class: number;
  status: string;
  period: number;
  shift: string | null;
  description: string | null;
  image: string | null;
  max_students: number;
  enrolled: number;
  mobility_enrolled: number;
  held_seats: number | string;
  created_at: string;
  at_risk_at: string | null;
  id_subject: number;
  subject_name: string;
  clave: string;
  credits: number;
  id_room: number | null;
  room_name: string | null;
  building: string | null;
  capacity: number | null;
  kind: string | null;
  teacher_id: number | null;
  teacher_name: string | null;
  teacher_paternal: string | null;
  teacher_maternal: string | null;
  schedules: string | [number, number, string, string, string, string][];
  careers: string | [number, string][];
  leader: string | [number, string, string, string] | null;
  rows_version: number;
}

/** What may change on a kept page without the rows version changing: each class's seats. */
export interface LiveFigures {
  id_class: number;
  enrolled: number;
  mobility_enrolled: number;
  held_seats: number | string;
  rows_version: number;
}

/** The live figures of the classes `ids`, by class id, with the rows version (one statement, one snapshot). */
export function readLiveFigures(db: DbOrTrx, ids: number[]): Promise<LiveFigures[]> {
  return liveFigures.read(db, ids);
}

/** The checks of concurrent requests go as one statement (db/batched-read.ts); each gets its own classes' rows. */
const liveFigures = new BatchedRead<number, LiveFigures>(
  async (db, ids) => {
    const lite = isSqlite(db);
    const { rows } = await db.executeQuery<LiveFigures>(
      CompiledQuery.raw(lite ? LIVE_SQLITE : LIVE_POSTGRES, [lite ? JSON.stringify(ids) : ids]),
    );
    return rows;
  },
  (row) => row.id_class,
);

const live = (ids: string) => `select c.id_class, c.enrolled, c.mobility_enrolled, ${HELD_SEATS} as held_seats,
  (select version from class_rows_version where id = 1) as rows_version
from classes c where ${ids} order by c.id_class`;
const LIVE_SQLITE = live('c.id_class in (select value from json_each(?))');
const LIVE_POSTGRES = prepared(live('c.id_class = any($1::int[])'));

export async function readListRows(db: DbOrTrx, ids: number[], sort: ClassSort | undefined): Promise<ListPageRow[]> {
  const lite = isSqlite(db);
  const { rows } = await db.executeQuery<ListPageRow>(
    CompiledQuery.raw(rowsStatement(lite, sort), [lite ? JSON.stringify(ids) : ids]),
  );
  return rows;
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
