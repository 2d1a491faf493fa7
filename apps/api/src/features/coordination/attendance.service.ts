import { DomainError } from '@portal/domain/errors';
import {
  attendancePercent,
  cancunDay,
  classSessions,
  isIsoDay,
  isLowAttendance,
  rosterName,
  sortForRoster,
} from '@portal/domain/rules';
import type { AttendanceBody, AttendanceSheet } from '@portal/domain/schemas';
import { periodOfClass } from '../../db/periods.repository.ts';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import type { Identity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { assertClassTeacherOrAdmin, assertRunning } from './coordination-access.ts';
import {
  attendanceOf,
  classStudents,
  coordinationClass,
  lockClassRow,
  writeAttendance,
} from './coordination.repository.ts';

/** The class's sessions (its schedule's weekdays between classes' start and end); none without a period. */
export async function sessionsOfClass(db: DbOrTrx, classId: number, days: number[]): Promise<string[]> {
  const period = await periodOfClass(db, classId);
  return period ? classSessions(days, period.classesStart, period.classesEnd) : [];
}

/** A class's attendance sheet: every session, which were taken with whom absent, and each student's share. */
export async function attendanceSheet(
  db: DbOrTrx,
  classId: number,
  days: number[],
  today: string,
): Promise<AttendanceSheet> {
  const [sessions, rows, students] = await Promise.all([
    sessionsOfClass(db, classId, days),
    attendanceOf(db, [classId]),
    classStudents(db, classId),
  ]);
  const absentBy = new Map<string, number[]>();
  for (const r of rows) {
    const list = absentBy.get(r.session_date) ?? [];
    if (r.id_student !== null) list.push(Number(r.id_student));
    absentBy.set(r.session_date, list);
  }
  const taken = absentBy.size;
  const past = sessions.filter((d) => d <= today);
  return {
    id_class: classId,
    sessions: sessions.map((date) => ({ date, taken: absentBy.has(date), absent: absentBy.get(date) ?? [] })),
    students: sortForRoster(students).map((s) => {
      const absences = [...absentBy.values()].filter((list) => list.includes(Number(s.id_student))).length;
      const percent = attendancePercent(taken, absences);
      return {
        id_student: Number(s.id_student),
        control_number: s.control_number,
        name: rosterName(s),
        absences,
        percent,
        low: isLowAttendance(percent),
      };
    }),
    current_session: past.at(-1) ?? null,
  };
}

/** GET /classes/{id}/attendance. */
export async function readAttendance(db: Db, identity: Identity, classId: number, now: Date): Promise<AttendanceSheet> {
  const cls = await coordinationClass(db, classId);
  assertClassTeacherOrAdmin(identity, cls);
  return attendanceSheet(db, classId, cls!.days, cancunDay(now));
}

/**
 * PUT /classes/{id}/attendance/{date} (COO-1): the session's absences, everyone else present. Only a
 * session of the class (400), not one still to come (400), in a running class (409), naming only its
 * students (404). Taking it again replaces it; the activity log keeps who was absent before and after.
 */
export async function takeAttendance(
  db: Db,
  ctx: ServiceContext,
  identity: Identity,
  classId: number,
  date: string,
  body: AttendanceBody,
): Promise<AttendanceSheet> {
  const today = cancunDay(ctx.now);
  return writeTransaction(db, async (trx) => {
    await lockClassRow(trx, classId);
    const cls = await coordinationClass(trx, classId);
    assertClassTeacherOrAdmin(identity, cls);
    assertRunning(cls!);
    const sessions = isIsoDay(date) ? await sessionsOfClass(trx, classId, cls!.days) : [];
    if (!sessions.includes(date)) throw new DomainError('attendanceNotSession');
    if (date > today) throw new DomainError('attendanceFutureSession');
    const absent = [...new Set(body.absent)].sort((a, b) => a - b);
    const inClass = new Set((await classStudents(trx, classId)).map((s) => Number(s.id_student)));
    if (absent.some((s) => !inClass.has(s))) throw new DomainError('absentNotInClass');
    const { before } = await writeAttendance(trx, {
      classId,
      date,
      absent,
      by: ctx.actor.userId,
      at: ctx.now.toISOString(),
    });
    await recordActivity(trx, ctx, {
      action: 'class.attendance_taken',
      classId,
      detail: { date, absent, ...(before ? { before } : {}) },
    });
    return attendanceSheet(trx, classId, cls!.days, today);
  });
}
