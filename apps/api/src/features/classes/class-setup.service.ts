import { DomainError } from '@portal/domain/errors';
import {
  ADMIN_ROSTER_STATUSES,
  capacityBelowEnrolledMessage,
  classSetupLockedMessage,
  scheduleChangeClashMessage,
  scheduleClash,
  scheduleText,
  shiftOfSchedule,
  WEEKDAYS,
} from '@portal/domain/rules';
import type { ClassDetail, ScheduleChangeInput } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { StaffIdentity } from '../../lib/identity.ts';
import { getClassDetail } from './classes.service.ts';
import { setCapacity, touchForSchedule } from './classes.repository.ts';
import { lockedClass, lockedStudent, type LockedClass } from '../../db/locked-rows.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { studentsOfClass } from './enrolment.repository.ts';
import { deleteSchedules, heldTimetable, insertSchedules } from './timetable.repository.ts';
import { offerFreedSeats } from './waitlist-offers.service.ts';
import { keepCalendar } from '../../lib/period-guard.ts';
import { notify } from '../../events/notify.ts';

/** The class's row, locked, when an admin may still change its seats and schedule (pending or active). */
async function changeableClass(trx: DbOrTrx, classId: number): Promise<LockedClass> {
  const cls = await lockedClass(trx, classId);
  if (!cls) throw new DomainError('classNotFound');
  if (!(ADMIN_ROSTER_STATUSES as readonly string[]).includes(cls.status)) {
    throw new DomainError('classSetupLocked', { message: classSetupLockedMessage(cls.status) });
  }
  return cls;
}

/**
 * PATCH /classes/{id}/capacity (admin): the class's seats, never below its students (conditional
 * write); a larger cap goes to the waitlist in the same transaction (pending classes only).
 */
export async function changeCapacity(
  db: Db,
  ctx: ServiceContext,
  admin: StaffIdentity,
  classId: number,
  maxStudents: number,
): Promise<ClassDetail> {
  await keepCalendar(db, classId, ctx.now, 'change', 'admin');
  await writeTransaction(db, async (trx) => {
    const cls = await changeableClass(trx, classId);
    if (maxStudents < cls.enrolled) {
      throw new DomainError('capacityBelowEnrolled', { message: capacityBelowEnrolledMessage(cls.enrolled) });
    }
    const at = ctx.now.toISOString();
    // The lock holds what was just read: a write that does not apply is a bug.
    if ((await setCapacity(trx, { classId, maxStudents, statuses: ADMIN_ROSTER_STATUSES, now: at })) === null) {
      throw new Error(`class ${classId} changed under its lock`);
    }
    await offerFreedSeats(trx, ctx, classId);
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
  ctx: ServiceContext,
  admin: StaffIdentity,
  classId: number,
  input: ScheduleChangeInput,
): Promise<ClassDetail> {
  await keepCalendar(db, classId, ctx.now, 'change', 'admin');
  const at = ctx.now.toISOString();
  const shift = shiftOfSchedule(input.schedule)!;
  const Schedules = input.schedule.map((e) => ({
    Days: { name: WEEKDAYS.find((d) => d.id === e.dayId)!.name },
    start_time: e.startTime,
    end_time: e.endTime,
  }));
  await writeTransaction(db, async (trx) => {
    await changeableClass(trx, classId);
    const period = await touchForSchedule(trx, { classId, shift, statuses: ADMIN_ROSTER_STATUSES, now: at });
    if (period === null) throw new Error(`class ${classId} changed under its lock`);
    let clashing = 0;
    for (const studentId of await studentsOfClass(trx, classId)) {
      await lockedStudent(trx, classId, studentId);
      const held = await heldTimetable(trx, studentId, period, classId);
      if (scheduleClash({ id_class: classId, period, Schedules }, held)) clashing++;
    }
    if (clashing > 0) throw new DomainError('scheduleChangeClash', { message: scheduleChangeClashMessage(clashing) });
    await deleteSchedules(trx, classId);
    await insertSchedules(trx, classId, input.schedule);
    // Its students hear of it once, with the change; their calendar feeds read the new schedule.
    await notify(trx, {
      kind: 'class.schedule_changed',
      classId,
      reason: `el horario (ahora ${scheduleText(Schedules)})`,
      now: ctx.now,
    });
  });
  return getClassDetail(db, admin, classId);
}
