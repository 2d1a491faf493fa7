import { DomainError } from '@portal/domain/errors';
import {
  attendancePercent,
  behindReasons,
  cancunDay,
  classSessions,
  COORDINATION_MESSAGES,
  courseWeek,
  fullName,
  isLowAttendance,
  optionalText,
  WARNING_MAX,
  type Period,
} from '@portal/domain/rules';
import type { CoordinationClass, CoordinationList } from '@portal/domain/schemas';
import { allPeriods, findPeriod } from '../../db/periods.repository.ts';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import type { StaffIdentity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  activeClassesOf,
  attendanceOf,
  claimReminder,
  classStudents,
  coordinationClass,
  progressOf,
  remindersOf,
  warningsCount,
} from './coordination.repository.ts';
import { notifyTeacher } from './teacher-notify.ts';

/** The summer the coordinator looks at by default: the one whose classes (or grading) run today, else the latest begun. */
export function coordinationPeriod(periods: readonly Period[], today: string): Period | null {
  const running = periods.find((p) => p.classesStart <= today && today <= p.gradesDue);
  if (running) return running;
  const begun = periods.filter((p) => p.classesStart <= today);
  return begun.at(-1) ?? periods.at(-1) ?? null;
}

type ClassOfList = Awaited<ReturnType<typeof activeClassesOf>>[number];

/** Where each active class of a period stands on `today`: why it is behind (if it is), its low attendance. */
export async function classesStanding(db: DbOrTrx, period: Period, today: string, only?: number[]) {
  const all = await activeClassesOf(db, period.year);
  const classes = only ? all.filter((c) => only.includes(c.id_class)) : all;
  const ids = classes.map((c) => c.id_class);
  const [attendance, reports] = await Promise.all([attendanceOf(db, ids), progressOf(db, ids)]);
  return Promise.all(
    classes.map(async (c: ClassOfList) => {
      const rows = attendance.filter((a) => a.id_class === c.id_class);
      const takenDates = [...new Set(rows.map((r) => r.session_date))];
      const sessions = classSessions(c.days, period.classesStart, period.classesEnd);
      const standing = behindReasons({
        period,
        today,
        sessions,
        takenDates,
        reports: reports
          .filter((r) => r.id_class === c.id_class)
          .map((r) => ({ week: Number(r.week), percent: Number(r.percent) })),
      });
      const students = await classStudents(db, c.id_class);
      const low = students.filter((s) => {
        const absences = rows.filter(
          (r) => r.id_student !== null && Number(r.id_student) === Number(s.id_student),
        ).length;
        return isLowAttendance(attendancePercent(takenDates.length, absences));
      }).length;
      return { cls: c, standing, low };
    }),
  );
}

/** GET /coordination/classes (COO-3): the period's active classes, those behind first, with why. */
export async function coordinationList(db: Db, now: Date, year?: number): Promise<CoordinationList> {
  const today = cancunDay(now);
  const period = year !== undefined ? await findPeriod(db, year) : coordinationPeriod(await allPeriods(db), today);
  if (year !== undefined && !period) throw new DomainError('periodNotFound');
  if (!period) return { period: null, today, classes: [] };
  const standing = await classesStanding(db, period, today);
  const ids = standing.map((s) => s.cls.id_class);
  const [reminders, warnings] = await Promise.all([remindersOf(db, ids), warningsCount(db, ids)]);
  const week = courseWeek(period.classesStart, today);
  const classes: CoordinationClass[] = standing.map(({ cls, standing: s, low }) => ({
    id_class: cls.id_class,
    subject: cls.subject,
    clave: cls.clave,
    period: Number(cls.period),
    teacher:
      cls.teacher_name === null
        ? null
        : fullName({
            name: cls.teacher_name,
            paternal_surname: cls.teacher_paternal ?? '',
            maternal_surname: cls.teacher_maternal ?? '',
          }),
    reasons: s.reasons,
    week: s.week,
    expected: s.expected,
    reported: s.reported,
    missing_sessions: s.missingSessions,
    low_attendance: low,
    // The coordinator's reminders sent this week: each may be sent once a week.
    reminders_sent: reminders
      .filter(
        (r) =>
          r.id_class === cls.id_class && r.reminder_key.startsWith('manual:') && r.reminder_key.endsWith(`:w${week}`),
      )
      .map((r) => r.kind),
    warnings: Number(warnings.find((w) => w.id_class === cls.id_class)?.n ?? 0),
  }));
  classes.sort((a, b) => Number(b.reasons.length > 0) - Number(a.reasons.length > 0));
  return { period: period.year, today, classes };
}

const REMINDER_KIND = { progress: 'coordination.progress_due', attendance: 'coordination.attendance_missing' } as const;

/**
 * POST /classes/{id}/reminders (COO-4): the coordinator reminds the class's teacher to report progress or
 * take attendance; each reminder once per class and course week (a second: 409).
 */
export async function sendReminder(
  db: Db,
  ctx: ServiceContext,
  _admin: StaffIdentity,
  classId: number,
  reason: 'progress' | 'attendance',
): Promise<{ sent: true; message: string }> {
  return writeTransaction(db, async (trx) => {
    const cls = await coordinationClass(trx, classId);
    if (!cls) throw new DomainError('classNotFound');
    if (cls.status !== 'active') throw new DomainError('coordinationNotStarted');
    if (cls.id_teacher === null) throw new DomainError('evaluationNoTeacher');
    const period = await findPeriod(trx, Number(cls.period));
    const week = period ? courseWeek(period.classesStart, cancunDay(ctx.now)) : 0;
    const claimed = await claimReminder(trx, {
      key: `manual:${reason}:${classId}:w${week}`,
      classId,
      kind: reason,
      at: ctx.now.toISOString(),
      by: ctx.actor.userId,
    });
    if (!claimed) throw new DomainError('reminderAlreadySent');
    await notifyTeacher(trx, { kind: REMINDER_KIND[reason], classId, teacherId: cls.id_teacher, now: ctx.now });
    await recordActivity(trx, ctx, { action: 'class.reminder_sent', classId, detail: { reason, week } });
    return { sent: true as const, message: COORDINATION_MESSAGES.reminderDone };
  });
}

/** POST /classes/{id}/warnings (COO-4): a written warning, kept in the class's history and told to its teacher. */
export async function recordWarning(
  db: Db,
  ctx: ServiceContext,
  _admin: StaffIdentity,
  classId: number,
  body: { note?: unknown },
): Promise<{ message: string }> {
  const note = optionalText(body.note, WARNING_MAX);
  if (note === null) throw new DomainError('warningRequired');
  return writeTransaction(db, async (trx) => {
    const cls = await coordinationClass(trx, classId);
    if (!cls) throw new DomainError('classNotFound');
    await recordActivity(trx, ctx, { action: 'class.coordination_warning', classId, detail: { note } });
    if (cls.id_teacher !== null) {
      await notifyTeacher(trx, {
        kind: 'coordination.warning',
        classId,
        teacherId: cls.id_teacher,
        reason: note,
        now: ctx.now,
      });
    }
    return { message: COORDINATION_MESSAGES.warningDone };
  });
}
