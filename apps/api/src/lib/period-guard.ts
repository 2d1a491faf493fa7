import { DomainError } from '@portal/domain/errors';
import { calendarRefusal, cancunDay, type CalendarAction, type Period } from '@portal/domain/rules';
import type { DbOrTrx } from '../db/tables.ts';
import { periodOfClass } from '../db/periods.repository.ts';

/**
 * The calendar's word on an action on a class, on the institute's today (`calendarRefusal` in the domain):
 * throws the refusal (409, its message names the window and its date), or returns when allowed.
 */
export async function keepCalendar(
  db: DbOrTrx,
  classId: number,
  now: Date,
  action: CalendarAction,
  mode: 'student' | 'admin',
): Promise<void> {
  keepCalendarOf(await periodOfClass(db, classId), now, action, mode);
}

/** The same word on a calendar already read (the locked class's, db/locked-rows.ts). */
export function keepCalendarOf(period: Period | null, now: Date, action: CalendarAction, mode: 'student' | 'admin') {
  const refusal = calendarRefusal(period, cancunDay(now), action, mode);
  if (refusal) throw new DomainError(refusal.key, { message: refusal.message });
}
