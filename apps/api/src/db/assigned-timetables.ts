import { RELEASED_STATUSES, type HeldClass, type TimetableClass } from '@portal/domain/rules';
import type { DbOrTrx } from './tables.ts';

/**
 * The reads of the teacher and room clash rules, in the shapes of packages/domain's
 * `scheduleClash`: a class's own timetable, and the timetables of the classes that already have a
 * given teacher or room.
 */

type Entry = HeldClass['Schedules'][number];

/** The class's status, period, teacher, room, students and schedule; undefined when there is no such class. */
export async function classForAssignment(trx: DbOrTrx, classId: number) {
  const rows = await trx
    .selectFrom('classes as c')
    .leftJoin('class_schedules as cs', 'cs.id_class', 'c.id_class')
    .leftJoin('weekdays as w', 'w.id', 'cs.id_day')
    .select([
      'c.status',
      'c.period',
      'c.id_teacher',
      'c.id_room',
      'c.enrolled',
      'c.mobility_enrolled',
      'w.name as day',
      'cs.start_time',
      'cs.end_time',
    ])
    .where('c.id_class', '=', classId)
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const timetable: TimetableClass & { id_class: number } = {
    id_class: classId,
    period: first.period,
    Schedules: rows
      .filter((r) => r.day !== null)
      .map((r) => ({ Days: { name: r.day }, start_time: r.start_time, end_time: r.end_time })),
  };
  const { status, period, id_teacher, id_room, enrolled, mobility_enrolled } = first;
  return { status, period, id_teacher, id_room, students: enrolled + mobility_enrolled, timetable };
}

/**
 * The classes of `period` (neither rejected nor cancelled) whose `column` (teacher or room) is
 * `id`, other than `exceptClassId`, with their schedules.
 */
export async function assignedTimetable(
  trx: DbOrTrx,
  column: 'id_teacher' | 'id_room',
  id: number,
  period: number,
  exceptClassId: number,
): Promise<HeldClass[]> {
  return (await assignedTimetables(trx, column, period, exceptClassId, id)).get(id) ?? [];
}

/**
 * Every teacher's or room's (`column`) classes of `period` (neither rejected nor cancelled) other than
 * `exceptClassId`, with their schedules, by teacher or room id; only those of `onlyId` when given. One
 * statement, for the pickers that show every clash before anything is chosen.
 */
export async function assignedTimetables(
  trx: DbOrTrx,
  column: 'id_teacher' | 'id_room',
  period: number,
  exceptClassId: number,
  onlyId?: number,
): Promise<Map<number, HeldClass[]>> {
  let q = trx
    .selectFrom('classes as c')
    .innerJoin('subjects as s', 's.id_subject', 'c.id_subject')
    .innerJoin('class_schedules as cs', 'cs.id_class', 'c.id_class')
    .innerJoin('weekdays as w', 'w.id', 'cs.id_day')
    .select([
      `c.${column} as holder`,
      'c.id_class',
      's.name as subject',
      'w.name as day',
      'cs.start_time',
      'cs.end_time',
    ])
    .where('c.period', '=', period)
    .where('c.id_class', '<>', exceptClassId)
    .where('c.status', 'not in', RELEASED_STATUSES);
  q = onlyId === undefined ? q.where(`c.${column}`, 'is not', null) : q.where(`c.${column}`, '=', onlyId);
  const rows = await q.orderBy('c.id_class').orderBy('cs.id_day').execute();
  const byHolder = new Map<number, Map<number, HeldClass & { Schedules: Entry[] }>>();
  for (const r of rows) {
    if (r.holder === null) continue;
    let classes = byHolder.get(r.holder);
    if (!classes) byHolder.set(r.holder, (classes = new Map()));
    let held = classes.get(r.id_class);
    if (!held) {
      held = { id_class: r.id_class, period, Subjects: { name: r.subject }, Schedules: [] };
      classes.set(r.id_class, held);
    }
    held.Schedules.push({ Days: { name: r.day }, start_time: r.start_time, end_time: r.end_time });
  }
  return new Map([...byHolder].map(([holder, classes]) => [holder, [...classes.values()]]));
}
