import { cancunDay, courseWeek, courseWeeks, evaluationOpen, periodName, weekJustEnded } from '@portal/domain/rules';
import { allPeriods } from '../../db/periods.repository.ts';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { notify } from '../../events/notify.ts';
import { claimReminder, classStudents } from './coordination.repository.ts';
import { classesStanding } from './coordination-list.service.ts';
import { notifyCoordinators, notifyTeacher } from './teacher-notify.ts';

/**
 * The reminders coordination sends by itself (COO-4), looked for on every scheduler pass: to the teacher,
 * «progress due» for the week just ended without a report and «attendance missing» (once a week while two
 * sessions or more lack it); to the students, «evaluation open» once per class; to the coordinators, every two
 * course weeks, that the attendance report is ready. Each is claimed by its key
 * in `coordination_reminders` in the transaction that notifies, so with several processes (or a restart)
 * it goes out once. Returns the keys this pass sent.
 */
export async function sendCoordinationReminders(db: Db, now: Date): Promise<string[]> {
  const today = cancunDay(now);
  const at = now.toISOString();
  const sent: string[] = [];
  const once = async (key: string, classId: number | null, kind: string, send: (trx: DbOrTrx) => Promise<unknown>) => {
    const done = await writeTransaction(db, async (trx) => {
      if (!(await claimReminder(trx, { key, classId, kind, at, by: null }))) return false;
      await send(trx);
      return true;
    });
    if (done) sent.push(key);
  };
  for (const period of await allPeriods(db)) {
    if (today < period.classesStart || today > period.gradesDue) continue;
    const week = courseWeek(period.classesStart, today);
    const standings = await classesStanding(db, period, today);
    // Every two weeks (and after the last one), while classes run, the coordinators hear the attendance report is ready.
    const ended = weekJustEnded(period, today);
    if (
      standings.length > 0 &&
      ended !== null &&
      (ended % 2 === 0 || ended === courseWeeks(period.classesStart, period.classesEnd))
    ) {
      await once(`auto:attendance-report:${period.year}:w${ended}`, null, 'attendance_report', (trx) =>
        notifyCoordinators(trx, {
          kind: 'coordination.attendance_report',
          subject: periodName(period.year),
          reason: `semanas 1 a ${ended}`,
          now,
        }),
      );
    }
    for (const { cls, standing } of standings) {
      const teacherId = cls.id_teacher;
      if (teacherId !== null && standing.reasons.includes('no_report') && standing.week !== null) {
        await once(`auto:progress:${cls.id_class}:w${standing.week}`, cls.id_class, 'progress', (trx) =>
          notifyTeacher(trx, {
            kind: 'coordination.progress_due',
            classId: cls.id_class,
            teacherId,
            reason: `semana ${standing.week}`,
            now,
          }),
        );
      }
      if (teacherId !== null && standing.reasons.includes('attendance_missing')) {
        await once(`auto:attendance:${cls.id_class}:w${week}`, cls.id_class, 'attendance', (trx) =>
          notifyTeacher(trx, {
            kind: 'coordination.attendance_missing',
            classId: cls.id_class,
            teacherId,
            reason: `${standing.missingSessions.length} sesiones`,
            now,
          }),
        );
      }
      if (teacherId !== null && evaluationOpen(period, today)) {
        // Its regular students: mobility students have no account to answer with.
        await once(`auto:evaluation:${cls.id_class}`, cls.id_class, 'evaluation', async (trx) => {
          const studentIds = (await classStudents(trx, cls.id_class)).map((s) => Number(s.id_student));
          await notify(trx, { kind: 'evaluation.open', classId: cls.id_class, studentIds, now });
        });
      }
    }
  }
  return sent;
}
