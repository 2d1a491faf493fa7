import { DomainError } from '@portal/domain/errors';
import { clashMessage, scheduleClash, type ScheduleClash } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';
import { classAndHeldTimetables } from './timetable.repository.ts';

/**
 * The clash between a class and the counting classes a student holds in its period, by
 * packages/domain's rule; null when none (or when the class does not exist). Run it after the
 * class's and the student's rows are locked (`db/locked-rows.ts`), so that two parallel enrolments of
 * one student cannot both pass it.
 */
export async function clashFor(trx: DbOrTrx, classId: number, studentId: number): Promise<ScheduleClash | null> {
  const both = await classAndHeldTimetables(trx, classId, studentId);
  if (!both || both.cls.Schedules.length === 0 || both.held.length === 0) return null;
  return scheduleClash(both.cls, both.held);
}

/** The 409 of a clash, naming the other class, the day and its times. */
export function clashError(clash: ScheduleClash): DomainError {
  return new DomainError('scheduleClash', { message: clashMessage(clash) });
}
