import type { ClassesQuery, ClassesResponse, ClassItem } from '@portal/domain/schemas';
import { fullName as personName, pageMeta } from '@portal/domain/rules';
import { type KeptAnswer, type KeptAnswers, printOf, queryKey } from '../../lib/kept-answers.ts';
import type { DbOrTrx } from '../../db/tables.ts';
import { classHead, fullName } from './class-view.ts';
import {
  type ListPageRow,
  type LiveFigures,
  readListPage,
  readListRows,
  readLiveFigures,
} from './class-search.repository.ts';

/**
 * One page of the public class list, kept by its query in the list's kept answers (lib/kept-answers.ts):
 * its print is the classes' rows version (migration 2026-11-30-0100: a new value with every write that
 * changes which classes a filter matches, their order or anything a row shows besides its seats) and the
 * seats of the page's classes. Filters and orders that read seats of every class (`quorum`,
 * `sort=enrolled`) are never kept, nor an empty page.
 */
export async function classListAnswer(
  db: DbOrTrx,
  cache: KeptAnswers,
  query: ClassesQuery,
  serialize: (answer: ClassesResponse) => string,
): Promise<KeptAnswer | ClassesResponse> {
  const { page, pageSize, sort, ...f } = query;
  const key = f.quorum !== undefined || sort?.key === 'enrolled' ? null : queryKey(query);
  if (key === null) return build();
  const fresh = cache.fresh(key);
  if (fresh) return fresh;
  const since = cache.writes;
  const kept = cache.peek(key);
  if (kept) {
    const figures = await readLiveFigures(db, [...kept.classIds]);
    const print = printOfPage(figures);
    const again = cache.recall(key, print, since);
    if (again) return again;
    // Only seats moved (the rows version and the page's classes are the ones it was built from): the same
    // answer with the seats of this snapshot is what a new build would give, without its two statements.
    if (figures.length === kept.classIds.length && basisOf(figures) === kept.basis) {
      const answer = withSeats(JSON.parse(kept.json) as ClassesResponse, figures);
      return cache.keepPatched(key, kept, print, serialize(answer), since);
    }
  }
  return build();

  async function build(): Promise<KeptAnswer | ClassesResponse> {
    const { version, total, ids } = await readListPage(db, f, page, pageSize, sort);
    const rows = ids.length > 0 ? await readListRows(db, ids, sort) : [];
    const answer = { data: rows.map(toItem), meta: pageMeta(page, pageSize, total) };
    // Kept only when both statements saw the same rows version (the total and the rows agree).
    if (key === null || rows.length === 0 || Number(rows[0]!.rows_version) !== version) return answer;
    return cache.keep(key, printOfPage(rows), ids, serialize(answer), since, basisOf(rows));
  }
}

/** What a kept page's seats cannot tell: the rows version it was built from (every other change moves it). */
const basisOf = (figures: readonly Pick<LiveFigures, 'rows_version'>[]) => String(Number(figures[0]?.rows_version));

/** A kept page with each class's seats as `figures` read them. */
function withSeats(answer: ClassesResponse, figures: readonly LiveFigures[]): ClassesResponse {
  const byId = new Map(figures.map((f) => [f.id_class, f]));
  for (const item of answer.data) {
    const seats = byId.get(item.id_class);
    if (!seats) continue;
    item.enrrolled = seats.enrolled;
    item.mobility_enrolled = seats.mobility_enrolled;
    item.held_seats = Number(seats.held_seats);
  }
  return answer;
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
    held_seats: Number(row.held_seats),
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

/** The rows version and each class's seats (taken and held), by class id: what a kept page depends on. */
function printOfPage(figures: readonly LiveFigures[]): string {
  return printOf(
    [...figures]
      .sort((a, b) => a.id_class - b.id_class)
      .map((r) => [r.id_class, r.enrolled, r.mobility_enrolled, Number(r.held_seats), Number(r.rows_version)]),
  );
}
