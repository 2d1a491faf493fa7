import type { ScheduleEntry } from '@portal/domain/schemas';
import type { DbOrTrx } from './tables.ts';

/**
 * Class sessions (`class_schedules` with their weekday): the one read of some classes' sessions that the
 * class views, the teacher's "Mis Clases", the roster and the period workbook share (docs/architecture.md,
 * where SQL goes: `db/` for what several features read).
 */

/** A class session with its weekday's names (schedulesOfClasses and the student's own classes read these). */
export const SCHEDULE_COLUMNS = [
  'class_schedules.id_schedule',
  'class_schedules.id_class',
  'class_schedules.id_day',
  'class_schedules.start_time',
  'class_schedules.end_time',
  'weekdays.name as day_name',
  'weekdays.short_name as day_short_name',
] as const;

/** The sessions of some classes, by weekday (a class has a day at most once; docs/rules.md CLA-2). */
export async function schedulesOfClasses(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_schedules')
    .innerJoin('weekdays', 'weekdays.id', 'class_schedules.id_day')
    .select(SCHEDULE_COLUMNS)
    .where('class_schedules.id_class', 'in', classIds)
    .orderBy('class_schedules.id_day')
    .orderBy('class_schedules.start_time')
    .execute();
}

export type ScheduleRow = Awaited<ReturnType<typeof schedulesOfClasses>>[number];

/** A session in the API's shape (`Schedules` of a class: its day as `Days`). */
export function toScheduleEntry(s: ScheduleRow): ScheduleEntry {
  return {
    id_schedule: s.id_schedule,
    id_day: s.id_day,
    Days: { id: s.id_day, name: s.day_name, short_name: s.day_short_name },
    start_time: s.start_time,
    end_time: s.end_time,
  };
}
