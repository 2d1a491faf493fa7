import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/tables.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import { RELEASED_STATUSES } from '@portal/domain/rules';
import type { HeldClass, TimetableClass } from '@portal/domain/rules';

/**
 * Class schedules (`class_schedules`): a class's sessions, written at creation and on a schedule change,
 * and the timetables the schedule-clash rule reads.
 */

/** The session columns, kept with the one read of sessions (the student's own classes select them too). */
export { SCHEDULE_COLUMNS } from '../../db/class-schedules.repository.ts';

export async function insertSchedules(
  trx: DbOrTrx,
  classId: number,
  schedule: readonly { dayId: number; startTime: string; endTime: string }[],
): Promise<void> {
  if (schedule.length === 0) return;
  await trx
    .insertInto('class_schedules')
    .values(schedule.map((s) => ({ id_class: classId, id_day: s.dayId, start_time: s.startTime, end_time: s.endTime })))
    .execute();
}

export async function deleteSchedules(trx: DbOrTrx, classId: number): Promise<void> {
  await trx.deleteFrom('class_schedules').where('id_class', '=', classId).execute();
}

/**
 * The reads of the schedule-clash rule: a class's timetable and the counting classes a
 * student holds in one period, in the shapes of packages/domain's `scheduleClash`.
 */

/** The class's period and schedule, or undefined when there is no such class. */
export async function classTimetable(
  trx: DbOrTrx,
  classId: number,
): Promise<(TimetableClass & { id_class: number; period: number }) | undefined> {
  const rows = await trx
    .selectFrom('classes as c')
    .leftJoin('class_schedules as cs', 'cs.id_class', 'c.id_class')
    .leftJoin('weekdays as w', 'w.id', 'cs.id_day')
    .select(['c.period', 'w.name as day', 'cs.start_time', 'cs.end_time'])
    .where('c.id_class', '=', classId)
    .execute();
  if (rows.length === 0) return undefined;
  return {
    id_class: classId,
    period: rows[0]!.period,
    Schedules: rows.filter((r) => r.day !== null).map((r) => entry(r.day, r.start_time, r.end_time)),
  };
}

function entry(day: string | null, start: string | null, end: string | null) {
  return { Days: { name: day }, start_time: start, end_time: end };
}

/**
 * The classes of `studentId` that count toward the limit (neither rejected nor cancelled) in
 * `period`, other than `exceptClassId`, with their schedules, in the order the student got them.
 */
export async function heldTimetable(
  trx: DbOrTrx,
  studentId: number,
  period: number,
  exceptClassId: number,
): Promise<HeldClass[]> {
  // The student's few classes first: given only the period, SQLite (which never runs ANALYZE here) planned the
  // join from the period's thousands of classes — 19 of the rush's 25 s in the bench.
  const held = await trx.selectFrom('student_classes').select('id_class').where('id_student', '=', studentId).execute();
  const ids = held.map((r) => r.id_class).filter((id) => id !== exceptClassId);
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('student_classes as sc')
    .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
    .innerJoin('subjects as s', 's.id_subject', 'c.id_subject')
    .innerJoin('class_schedules as cs', 'cs.id_class', 'c.id_class')
    .innerJoin('weekdays as w', 'w.id', 'cs.id_day')
    .select(['c.id_class', 's.name as subject', 'w.name as day', 'cs.start_time', 'cs.end_time'])
    .where('sc.id_student', '=', studentId)
    .where('c.id_class', 'in', ids)
    .where('c.period', '=', period)
    .where('c.status', 'not in', RELEASED_STATUSES)
    .orderBy('sc.created_at')
    .orderBy('sc.id_student_class')
    .orderBy('cs.id_day')
    .execute();
  const byClass = new Map<number, HeldClass>();
  for (const r of rows) {
    let held = byClass.get(r.id_class);
    if (!held) {
      held = { id_class: r.id_class, period, Subjects: { name: r.subject }, Schedules: [] };
      byClass.set(r.id_class, held);
    }
    (held.Schedules as ReturnType<typeof entry>[]).push(entry(r.day, r.start_time, r.end_time));
  }
  return [...byClass.values()];
}

/**
 * Both sides of the clash rule in one statement (the enrolment path runs it once per enrolment): the
 * class's period and schedule, and the counting classes `studentId` holds in that period (other than
 * the class), with their schedules, in the order the student got them. Undefined when there is no such
 * class. `CROSS JOIN` makes SQLite start from the student's few rows (it would otherwise plan the join
 * from the period's thousands of classes); PostgreSQL treats it as the inner join it is.
 */
const classAndHeldTimetablesQuery = compiledOnce((db, p: { classId: number; studentId: number }) => {
  const query = sql<{
    kind: number;
    id_class: number;
    period: number;
    subject: string | null;
    day: string | null;
    start_time: string | null;
    end_time: string | null;
  }>`
    select 0 as kind, c.id_class, c.period, null as subject, w.name as day, cs.start_time, cs.end_time,
           null as created_at, 0 as id_student_class, cs.id_day
    from classes c
    left join class_schedules cs on cs.id_class = c.id_class
    left join weekdays w on w.id = cs.id_day
    where c.id_class = ${p.classId}
    union all
    select 1 as kind, c.id_class, c.period, s.name as subject, w.name as day, cs.start_time, cs.end_time,
           sc.created_at, sc.id_student_class, cs.id_day
    from student_classes sc
    cross join classes c
    join subjects s on s.id_subject = c.id_subject
    join class_schedules cs on cs.id_class = c.id_class
    join weekdays w on w.id = cs.id_day
    where sc.id_student = ${p.studentId}
      and c.id_class = sc.id_class
      and sc.id_class <> ${p.classId}
      and c.period = (select c2.period from classes c2 where c2.id_class = ${p.classId})
      and c.status not in (${sql.join(RELEASED_STATUSES)})
    order by kind, created_at, id_student_class, id_day`;
  return { compile: () => query.compile(db) };
});

export async function classAndHeldTimetables(
  trx: DbOrTrx,
  classId: number,
  studentId: number,
): Promise<{ cls: TimetableClass & { id_class: number; period: number }; held: HeldClass[] } | undefined> {
  const { rows } = await classAndHeldTimetablesQuery(trx, { classId, studentId });
  const first = rows[0];
  if (!first || first.kind !== 0) return undefined;
  const cls = { id_class: classId, period: first.period, Schedules: [] as ReturnType<typeof entry>[] };
  const byClass = new Map<number, HeldClass>();
  for (const r of rows) {
    if (r.kind === 0) {
      if (r.day !== null) cls.Schedules.push(entry(r.day, r.start_time, r.end_time));
      continue;
    }
    let held = byClass.get(r.id_class);
    if (!held) {
      held = { id_class: r.id_class, period: r.period, Subjects: { name: r.subject ?? '' }, Schedules: [] };
      byClass.set(r.id_class, held);
    }
    (held.Schedules as ReturnType<typeof entry>[]).push(entry(r.day, r.start_time, r.end_time));
  }
  return { cls, held: [...byClass.values()] };
}
