import { addDays } from './institute-days.ts';
import { toHHMM } from './schedule.ts';

/** A weekly slot of a class: its weekday (1 = Monday … 5 = Friday) and times (`HH:MM[:SS]`, Cancun). */
export interface WeeklySlot {
  id_day: number;
  start_time: string;
  end_time: string;
}

/** One meeting of a class on a calendar day (times in America/Cancun). */
export interface ClassMeeting {
  day: string;
  start: string;
  end: string;
}

/** The weekday of a `YYYY-MM-DD` day, 1 = Monday … 7 = Sunday. */
function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const sunday0 = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/**
 * Every meeting of a class between the period's first and last day of classes, both included: each day
 * whose weekday has a slot, in day order (what a calendar feed lists).
 */
export function classMeetings(slots: readonly WeeklySlot[], firstDay: string, lastDay: string): ClassMeeting[] {
  const sessions: ClassMeeting[] = [];
  if (slots.length === 0 || firstDay > lastDay) return sessions;
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    const weekday = isoWeekday(day);
    for (const slot of slots) {
      if (slot.id_day === weekday) sessions.push({ day, start: toHHMM(slot.start_time), end: toHHMM(slot.end_time) });
    }
  }
  return sessions;
}
