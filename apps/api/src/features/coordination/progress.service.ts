import { DomainError } from '@portal/domain/errors';
import {
  cancunDay,
  courseWeeks,
  expectedPercent,
  optionalText,
  PROGRESS_NOTE_MAX,
  reportableWeek,
} from '@portal/domain/rules';
import type { ProgressBody, ProgressSheet } from '@portal/domain/schemas';
import { periodOfClass } from '../../db/periods.repository.ts';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import type { Identity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { assertClassTeacherOrAdmin, assertRunning } from './coordination-access.ts';
import { coordinationClass, lockClassRow, progressOf, writeProgress } from './coordination.repository.ts';

async function progressSheet(db: DbOrTrx, classId: number, today: string): Promise<ProgressSheet> {
  const [period, reports] = await Promise.all([periodOfClass(db, classId), progressOf(db, [classId])]);
  const weeks = period ? courseWeeks(period.classesStart, period.classesEnd) : 0;
  const current = period ? reportableWeek(period, today) : null;
  return {
    id_class: classId,
    weeks,
    current_week: current,
    current_expected: current === null ? null : expectedPercent(current, weeks),
    reports: reports.map((r) => ({
      week: Number(r.week),
      percent: Number(r.percent),
      note: r.note,
      reported_at: r.reported_at,
      expected: expectedPercent(Number(r.week), weeks),
    })),
  };
}

/** GET /classes/{id}/progress. */
export async function readProgress(db: Db, identity: Identity, classId: number, now: Date): Promise<ProgressSheet> {
  const cls = await coordinationClass(db, classId);
  assertClassTeacherOrAdmin(identity, cls);
  return progressSheet(db, classId, cancunDay(now));
}

/**
 * POST /classes/{id}/progress (COO-2): one report per course week, written or corrected only during that
 * week (409 otherwise), in a running class; the activity log keeps the percent before and after.
 */
export async function reportProgress(
  db: Db,
  ctx: ServiceContext,
  identity: Identity,
  classId: number,
  body: ProgressBody,
): Promise<ProgressSheet> {
  const today = cancunDay(ctx.now);
  return writeTransaction(db, async (trx) => {
    await lockClassRow(trx, classId);
    const cls = await coordinationClass(trx, classId);
    assertClassTeacherOrAdmin(identity, cls);
    assertRunning(cls!);
    const period = await periodOfClass(trx, classId);
    if (!period || reportableWeek(period, today) !== body.week) throw new DomainError('progressWeekNotCurrent');
    const note = optionalText(body.note, PROGRESS_NOTE_MAX);
    const { before } = await writeProgress(trx, {
      classId,
      week: body.week,
      percent: body.percent,
      note,
      by: ctx.actor.userId,
      at: ctx.now.toISOString(),
    });
    await recordActivity(trx, ctx, {
      action: 'class.progress_reported',
      classId,
      detail: { week: body.week, before, after: body.percent, note },
    });
    return progressSheet(trx, classId, today);
  });
}
