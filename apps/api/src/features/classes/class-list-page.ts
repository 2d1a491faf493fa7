import type { ClassesResponse, ClassItem, ClassSort } from '@portal/domain/schemas';
import { fullName as personName, pageMeta } from '@portal/domain/rules';
import { AnswerMemo, printOf } from '../../lib/reused-answers.ts';
import type { DbOrTrx } from '../../db/tables.ts';
import { classHead, fullName } from './class-view.ts';
import {
  type ClassFilters,
  type ListPageRow,
  type LiveFigures,
  readListPage,
  readListRows,
  readLiveFigures,
} from './class-search.repository.ts';

/**
 * The public class list's page: which classes a page shows and how many match are kept in
 * memory apart from the rows' live figures, checked against the class list's membership version
 * (migration 2026-11-29-0200: a new random value in the same transaction as every write that may change
 * a filter's matches or a page's order; seats never do). A page then costs one prepared statement: its
 * rows with their subject, careers, schedule, leader, room and teacher, and the version; when that
 * version is the one the ids were read at, the ids and the total are exactly what a fresh read would
 * give, in any process. Otherwise (or on a miss) one more statement reads the version, the total and the
 * page's ids together. Filters and orders that read seats (`quorum`, `sort=enrolled`) are never kept.
 * A kept page's last answer is kept too, with what it was built from: both versions, the total and each
 * class's seats. A request then reads only those (one small statement; the rows version, migration
 * 2026-11-30-0100, changes with every write that may change anything else a row shows) and, while they
 * are the same, hands out that answer as it was serialised and compressed (lib/reused-answers.ts). An
 * enrolment changes a class's seats, so the next request reads the rows and builds the answer anew.
 */

type PageEntry = Awaited<ReturnType<typeof readListPage>>;

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

const parsed = <T>(v: string | T): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** A row in the API's class shape, as the public sees it (the same object as present() and placesOfClasses()). */
function toItem(row: ListPageRow): ClassItem {
  const leader = row.leader === null ? null : parsed(row.leader);
  return {
    ...classHead(
      row,
      null,
      parsed(row.careers).map(([id_career, name]) => ({ id_career, name })),
    ),
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
        : {
            id_room: row.id_room,
            name: row.room_name!,
            building: row.building!,
            capacity: row.capacity!,
            kind: row.kind!,
          },
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

/** The last answer of each kept page, with the print of what it was built from. */
const answers = new AnswerMemo<ClassesResponse>(500);

/** Both versions, the total and each class's seats, by class id: what a kept answer depends on. */
function printOfPage(figures: LiveFigures[], total: number): string {
  const byClass = [...figures].sort((a, b) => a.id_class - b.id_class);
  return printOf(
    byClass.map((r) => [r.id_class, r.enrolled, r.mobility_enrolled, r.list_version, r.rows_version]),
    total,
  );
}

/** How many answers were built rather than handed out again (tests). */
export function classListAnswerBuilds(): number {
  return answers.builds;
}

/** The page's rows and how many classes match its filters (`kept`: its ids and total read before, if any). */
async function pageRows(
  db: DbOrTrx,
  key: string | null,
  kept: PageEntry | undefined,
  f: ClassFilters,
  page: number,
  pageSize: number,
  sort: ClassSort | undefined,
): Promise<{ rows: ListPageRow[]; total: number }> {
  if (kept && kept.ids.length > 0) {
    const rows = await readListRows(db, kept.ids, sort);
    // Same version: same matches and order as when the ids were read (rows gone since would change it).
    if (rows.length > 0 && Number(rows[0]!.list_version) === kept.version) return { rows, total: kept.total };
  }
  pageReads++;
  const fresh = await readListPage(db, f, page, pageSize, sort);
  if (key !== null) remember(key, fresh);
  const rows = fresh.ids.length > 0 ? await readListRows(db, fresh.ids, sort) : [];
  return { rows, total: fresh.total };
}

/** One page of the public class list in the API's shape: its classes and how many match its filters. */
export async function classListPage(
  db: DbOrTrx,
  f: ClassFilters,
  page: number,
  pageSize: number,
  sort: ClassSort | undefined,
): Promise<ClassesResponse> {
  const key = pageKey(f, page, pageSize, sort);
  const kept = key === null ? undefined : recall(key);
  if (key !== null && kept && kept.ids.length > 0 && answers.has(key)) {
    const figures = await readLiveFigures(db, kept.ids);
    // Same membership version: the same ids and total as when the page was read.
    if (figures.length > 0 && Number(figures[0]!.list_version) === kept.version) {
      const answer = answers.recall(key, printOfPage(figures, kept.total));
      if (answer) return answer;
    }
  }
  const { rows, total } = await pageRows(db, key, kept, f, page, pageSize, sort);
  const answer = { data: rows.map(toItem), meta: pageMeta(page, pageSize, total) };
  if (key === null || rows.length === 0) return answer;
  // The print of the rows the answer was built from (one statement: one snapshot).
  return answers.keep(key, printOfPage(rows, total), answer);
}
