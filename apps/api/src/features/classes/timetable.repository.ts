import { RELEASED_STATUSES } from '@portal/domain/rules';
import type { HeldClass, TimetableClass } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';

/**
 * The reads of the schedule-clash rule (issue 16): a class's timetable and the counting classes a
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
