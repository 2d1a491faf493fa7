import { DomainError } from '@portal/domain/errors';
import {
  cancunDay,
  currentPeriod,
  enrolmentCloseDueAt,
  classesStartReminderAt,
  enrolmentWindowRefusal,
  isPastPeriod,
  openWindows,
  PHASE_LABELS,
  periodName,
  periodPhase,
  periodProblems,
  phaseHeadline,
  proposalWindowRefusal,
  type Period,
  type PeriodFields,
} from '@portal/domain/rules';
import type { CreatePeriodBody, PeriodsResponse, PeriodView, UpdatePeriodBody } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { scheduleJob } from '../../scheduler/scheduled-jobs.repository.ts';
import { allPeriods, findPeriod, insertPeriod, lockPeriod, updatePeriod } from '../../db/periods.repository.ts';

/** A period as the API shows it on `today` (a Cancun day). */
export function periodView(p: Period, today: string): PeriodView {
  const phase = periodPhase(p, today);
  return {
    ...p,
    name: periodName(p.year),
    today,
    phase,
    phaseLabel: PHASE_LABELS[phase],
    headline: phaseHeadline(p, today),
    open: openWindows(p, today),
    proposalRefusal: proposalWindowRefusal(p, today),
    enrolmentRefusal: enrolmentWindowRefusal(p, today),
    past: isPastPeriod(p, today),
  };
}

/** GET /periods: every summer, with the phase on the institute's today. */
export async function listPeriods(db: DbOrTrx, now: Date): Promise<PeriodsResponse> {
  const today = cancunDay(now);
  const periods = await allPeriods(db);
  return {
    today,
    current: currentPeriod(periods, today)?.year ?? null,
    periods: periods.map((p) => periodView(p, today)),
  };
}

/** GET /periods/current. */
export async function currentPeriodView(db: DbOrTrx, now: Date): Promise<PeriodView> {
  const today = cancunDay(now);
  const current = currentPeriod(await allPeriods(db), today);
  if (!current) throw new DomainError('periodNotFound');
  return periodView(current, today);
}

/** The first problem of a period's fields as a 400 naming the field; nothing is written. */
function refuseProblems(p: Partial<PeriodFields>): void {
  const problems = periodProblems(p);
  if (problems.length > 0) {
    throw new DomainError('validationFailed', { message: problems.map((x) => x.message).join(' ') });
  }
}

/** The work a period's dates make due: enrolment closing (classes below quorum at risk), the classes-start reminder. */
async function scheduleWork(trx: DbOrTrx, p: Period, now: string): Promise<void> {
  await scheduleJob(
    trx,
    { key: `enrolment-close:${p.year}`, kind: 'enrolment-close', periodYear: p.year, dueAt: enrolmentCloseDueAt(p) },
    now,
  );
  await scheduleJob(
    trx,
    {
      key: `classes-start-reminder:${p.year}`,
      kind: 'classes-start-reminder',
      periodYear: p.year,
      dueAt: classesStartReminderAt(p),
    },
    now,
  );
}

/** POST /periods (admin): a new summer; sizes default to the server's CLASS_* settings. */
export async function createPeriod(
  db: Db,
  ctx: ServiceContext,
  body: CreatePeriodBody,
  defaults: { paymentDays: number; minStudents: number; maxStudents: number; mobilitySeats: number },
): Promise<PeriodView> {
  const now = ctx.now;
  const period: Period = {
    ...body,
    paymentDays: body.paymentDays ?? defaults.paymentDays,
    minStudents: body.minStudents ?? defaults.minStudents,
    maxStudents: body.maxStudents ?? defaults.maxStudents,
    mobilitySeats: body.mobilitySeats ?? defaults.mobilitySeats,
  };
  refuseProblems(period);
  const at = now.toISOString();
  await writeTransaction(db, async (trx) => {
    if ((await insertPeriod(trx, period, at)) === 'duplicate') throw new DomainError('periodExists');
    await scheduleWork(trx, period, at);
    await recordActivity(trx, ctx, { action: 'period.created', detail: { ...period } });
  });
  return periodView(period, cancunDay(now));
}

/** PATCH /periods/{year} (admin): the given fields; the merged period must still be in order. */
export async function editPeriod(
  db: Db,
  ctx: ServiceContext,
  year: number,
  body: UpdatePeriodBody,
): Promise<PeriodView> {
  const now = ctx.now;
  const at = now.toISOString();
  const changed = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const period = await writeTransaction(db, async (trx) => {
    const before = await lockPeriod(trx, year, at);
    if (!before) throw new DomainError('periodNotFound');
    const after: Period = { ...before, ...changed, year };
    refuseProblems(after);
    await updatePeriod(trx, after, at);
    await scheduleWork(trx, after, at);
    const diff = Object.fromEntries(
      Object.keys(changed).map((k) => [k, { from: before[k as keyof Period], to: after[k as keyof Period] }]),
    );
    await recordActivity(trx, ctx, { action: 'period.edited', detail: { year, changes: diff } });
    return after;
  });
  return periodView(period, cancunDay(now));
}

export { findPeriod };
