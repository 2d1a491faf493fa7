import { DomainError } from '@portal/domain/errors';
import {
  ADMIN_ROSTER_STATUSES,
  capacityBelowEnrolledMessage,
  classSetupLockedMessage,
  scheduleChangeClashMessage,
  scheduleClash,
  shiftOfSchedule,
  WEEKDAYS,
} from '@portal/domain/rules';
import type { ClassDetail, ScheduleChangeInput } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { StaffIdentity } from '../../lib/identity.ts';
import { getClassDetail } from './classes.service.ts';
import { classState, setCapacity, touchForSchedule } from './classes.repository.ts';
import { studentsOfClass } from './enrolment.repository.ts';
import { deleteSchedules, heldTimetable, insertSchedules } from './timetable.repository.ts';
import { lockStudent } from './waitlist.repository.ts';
import { promoteFromWaitlist } from './waitlist-promotion.service.ts';

async function refusalAfterMiss(trx: DbOrTrx, classId: number): Promise<DomainError> {
  const cls = await classState(trx, classId);
  if (!cls) return new DomainError('classNotFound');
  if (!(ADMIN_ROSTER_STATUSES as readonly string[]).includes(cls.status)) {
    return new DomainError('classSetupLocked', { message: classSetupLockedMessage(cls.status) });
  }
  return new DomainError('capacityBelowEnrolled', { message: capacityBelowEnrolledMessage(cls.enrolled) });
}

/**
 * PATCH /classes/{id}/capacity (admin): the class's seats, never below its students (conditional
 * write); a larger cap goes to the waitlist in the same transaction (pending classes only).
 */
export async function changeCapacity(
  db: Db,
  admin: StaffIdentity,
  classId: number,
  maxStudents: number,
  now: Date,
): Promise<ClassDetail> {
  await writeTransaction(db, async (trx) => {
    const set = await setCapacity(trx, {
      classId,
      maxStudents,
      statuses: ADMIN_ROSTER_STATUSES,
      now: now.toISOString(),
    });
    if (set === null) throw await refusalAfterMiss(trx, classId);
    await promoteFromWaitlist(trx, classId, now);
  });
  return getClassDetail(db, admin, classId);
}

/**
 * PUT /classes/{id}/schedule (admin): the new schedule replaces the old one unless it would make
 * enrolled students hold two clashing classes (409 saying how many). The class row is locked
 * first, then each student's row in id order, so a parallel enrolment of one of them either
 * commits before the check reads their classes or reads the new schedule after this commits.
 */
export async function changeSchedule(
  db: Db,
  admin: StaffIdentity,
  classId: number,
  input: ScheduleChangeInput,
  now: Date,
): Promise<ClassDetail> {
  const at = now.toISOString();
  const shift = shiftOfSchedule(input.schedule)!;
  const Schedules = input.schedule.map((e) => ({
    Days: { name: WEEKDAYS.find((d) => d.id === e.dayId)!.name },
    start_time: e.startTime,
    end_time: e.endTime,
  }));
  await writeTransaction(db, async (trx) => {
    const period = await touchForSchedule(trx, { classId, shift, statuses: ADMIN_ROSTER_STATUSES, now: at });
    if (period === null) throw await refusalAfterMiss(trx, classId);
    let clashing = 0;
    for (const studentId of await studentsOfClass(trx, classId)) {
      await lockStudent(trx, studentId);
      const held = await heldTimetable(trx, studentId, period, classId);
      if (scheduleClash({ id_class: classId, period, Schedules }, held)) clashing++;
    }
    if (clashing > 0) throw new DomainError('scheduleChangeClash', { message: scheduleChangeClashMessage(clashing) });
    await deleteSchedules(trx, classId);
    await insertSchedules(trx, classId, input.schedule);
  });
  return getClassDetail(db, admin, classId);
}
