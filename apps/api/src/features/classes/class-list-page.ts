import { CompiledQuery, sql, SqliteAdapter } from 'kysely';
import type { ClassItem, ClassSort, ClassSortKey } from '@portal/domain/schemas';
import { fullName as personName } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';
import { fullName } from './class-view.ts';
import { type ClassFilters, pageIdsQuery, countQuery } from './class-search.repository.ts';

/**
 * The public class list's page (issue 22): which classes a page shows and how many match are kept in
 * memory apart from the rows' live figures, checked against the class list's membership version
 * (migration 2026-11-29-0200: a new random value in the same transaction as every write that may change
 * a filter's matches or a page's order; seats never do). A page then costs one prepared statement: its
 * rows with their subject, careers, schedule, leader, room and teacher, and the version; when that
 * version is the one the ids were read at, the ids and the total are exactly what a fresh read would
 * give, in any process. Otherwise (or on a miss) one more statement reads the version, the total and the
 * page's ids together. Filters and orders that read seats (`quorum`, `sort=enrolled`) are never kept.
 */

interface PageEntry {
  version: number;
  total: number;
  ids: number[];
}

/** Pages kept (least recently used out first): the key is the filter, order, page and page size. */
const MAX_PAGES = 5000;
const pages = new Map<string, PageEntry>();

function remember(key: string, entry: PageEntry): void {
  pages.delete(key);
  if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
  pages.set(key, entry);
}

function recall(key: string): PageEntry | undefined {
  const entry = pages.get(key);
  if (entry) {
    pages.delete(key);
    pages.set(key, entry);
  }
  return entry;
}

/** How many times the ids and total of a page were read from the database (tests). */
let pageReads = 0;
export function classListPageReads(): number {
  return pageReads;
}

function pageKey(f: ClassFilters, page: number, pageSize: number, sort: ClassSort | undefined): string | null {
  if (f.quorum !== undefined || sort?.key === 'enrolled') return null;
  return JSON.stringify([
    f.period ?? null,
    f.status ?? null,
    f.subjectId ?? null,
    f.clave ?? null,
    f.subjectName ?? null,
    f.search ?? null,
    f.careerId ?? null,
    sort ? `${sort.key} ${sort.direction}` : null,
    page,
    pageSize,
  ]);
}

const isSqlite = (db: DbOrTrx) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The version, the total and the page's ids, read by one statement (one snapshot). */
async function readPage(
  db: DbOrTrx,
  f: ClassFilters,
  page: number,
  pageSize: number,
  sort: ClassSort | undefined,
): Promise<PageEntry> {
  pageReads++;
  const ids = pageIdsQuery(db, f, page, pageSize, sort);
  const version = sql`(select version from class_list_version where id = 1)`;
  const aggregated = isSqlite(db)
    ? sql`(select json_group_array(p.id_class) from (${ids}) as p)`
    : sql`coalesce((select json_agg(p.id_class) from (${ids}) as p), '[]'::json)`;
  const { rows } = await sql<{ version: number; total: number; ids: string | number[] }>`select ${version} as version, (${countQuery(db, f)}) as total, ${aggregated} as ids`.execute(
    db,
  );
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
  c.mobility_enrolled, c.created_at, s.id_subject, s.name as subject_name, s.clave, s.credits,
  r.id_room, r.name as room_name, r.building, r.capacity, r.kind,
  t.id_user as teacher_id, t.name as teacher_name, t.paternal_surname as teacher_paternal, t.maternal_surname as teacher_maternal,
  ${schedules} as schedules, ${careers} as careers, ${leader} as leader,
  (select version from class_list_version where id = 1) as list_version
from classes c
join subjects s on s.id_subject = c.id_subject
left join rooms r on r.id_room = c.id_room
left join users t on t.id_user = c.id_teacher
where ${ids}
order by ${order}`;
  statements.set(key, text);
  return text;
}

interface PageRow {
  id_class: number;
  status: string;
  period: number;
  shift: string | null;
  description: string | null;
  image: string | null;
  max_students: number;
  enrolled: number;
  mobility_enrolled: number;
  created_at: string;
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
  list_version: number;
}

const parsed = <T>(v: string | T): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

async function readRows(db: DbOrTrx, ids: number[], sort: ClassSort | undefined): Promise<PageRow[]> {
  const lite = isSqlite(db);
  const { rows } = await db.executeQuery<PageRow>(
    CompiledQuery.raw(rowsStatement(lite, sort), [lite ? JSON.stringify(ids) : ids]),
  );
  return rows;
}

/** A row in the API's class shape, as the public sees it (the same object as present() and placesOfClasses()). */
function toItem(row: PageRow): ClassItem {
  const leader = row.leader === null ? null : parsed(row.leader);
  return {
    id_class: row.id_class,
    status: row.status,
    period: row.period,
    shift: row.shift,
    description: row.description,
    image: row.image,
    whatsapp_link: null,
    max_students: row.max_students,
    enrrolled: row.enrolled,
    mobility_enrolled: row.mobility_enrolled,
    created_at: row.created_at,
    Subjects: {
      id_subject: row.id_subject,
      name: row.subject_name,
      clave: row.clave,
      credits: row.credits,
      Careers: parsed(row.careers).map(([id_career, name]) => ({ id_career, name })),
    },
    Schedules: parsed(row.schedules).map(([id_schedule, id_day, start_time, end_time, name, short_name]) => ({
      id_schedule,
      id_day,
      Days: { id: id_day, name, short_name },
      start_time,
      end_time,
    })),
    ResponsibleStudent: leader
      ? {
          id_student: leader[0],
          student_name: fullName({ name: leader[1], paternal_surname: leader[2], maternal_surname: leader[3] }),
          control_number: null,
          student_phone: null,
        }
      : null,
    room:
      row.id_room === null
        ? null
        : { id_room: row.id_room, name: row.room_name!, building: row.building!, capacity: row.capacity!, kind: row.kind! },
    teacher:
      row.teacher_id === null
        ? null
        : {
            id_user: row.teacher_id,
            name: personName({
              name: row.teacher_name!,
              paternal_surname: row.teacher_paternal!,
              maternal_surname: row.teacher_maternal!,
            }),
          },
  };
}

/** One page of the public class list and how many classes match its filters. */
export async function classListPage(
  db: DbOrTrx,
  f: ClassFilters,
  page: number,
  pageSize: number,
  sort: ClassSort | undefined,
): Promise<{ items: ClassItem[]; total: number }> {
  const key = pageKey(f, page, pageSize, sort);
  const kept = key === null ? undefined : recall(key);
  if (kept && kept.ids.length > 0) {
    const rows = await readRows(db, kept.ids, sort);
    // Same version: same matches and order as when the ids were read (rows gone since would change it).
    if (rows.length > 0 && Number(rows[0]!.list_version) === kept.version) {
      return { items: rows.map(toItem), total: kept.total };
    }
  }
  const fresh = await readPage(db, f, page, pageSize, sort);
  if (key !== null) remember(key, fresh);
  const rows = fresh.ids.length > 0 ? await readRows(db, fresh.ids, sort) : [];
  return { items: rows.map(toItem), total: fresh.total };
}
