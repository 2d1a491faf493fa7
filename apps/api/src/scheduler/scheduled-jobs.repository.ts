import type { DbOrTrx } from '../db/tables.ts';

export interface DueJob {
  id: number;
  job_key: string;
  kind: string;
  period_year: number | null;
  due_at: string;
  /** The row the job is about (a payment), else null. */
  subject_id: number | null;
}

/**
 * Puts a job on the calendar, or moves a job not yet done to its new instant (a period's dates changed).
 * A job already done stays done: its work happened once.
 */
export async function scheduleJob(
  db: DbOrTrx,
  job: { key: string; kind: string; periodYear: number | null; dueAt: Date; subjectId?: number },
  now: string,
): Promise<void> {
  await db
    .insertInto('scheduled_jobs')
    .values({
      job_key: job.key,
      kind: job.kind,
      period_year: job.periodYear,
      due_at: job.dueAt.toISOString(),
      done_at: null,
      result: null,
      created_at: now,
      subject_id: job.subjectId ?? null,
    })
    .onConflict((oc) =>
      oc.column('job_key').doUpdateSet({ due_at: job.dueAt.toISOString() }).where('scheduled_jobs.done_at', 'is', null),
    )
    .execute();
}

/** The due jobs not done yet, oldest first (a restart catches up on every one it missed). */
export async function dueJobs(db: DbOrTrx, now: string, limit: number): Promise<DueJob[]> {
  const rows = await db
    .selectFrom('scheduled_jobs')
    .select(['id', 'job_key', 'kind', 'period_year', 'due_at', 'subject_id'])
    .where('done_at', 'is', null)
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    period_year: r.period_year === null ? null : Number(r.period_year),
    subject_id: r.subject_id === null ? null : Number(r.subject_id),
  }));
}

/**
 * Claims a due job for this transaction: the conditional UPDATE applies only while it is not done, so of
 * two processes the second waits on the row (PostgreSQL) or on the write lock (SQLite) and then finds it
 * done. The work runs in the same transaction: done and its effects commit together or not at all.
 */
export async function claimJob(trx: DbOrTrx, id: number, now: string): Promise<boolean> {
  const done = await trx
    .updateTable('scheduled_jobs')
    .set({ done_at: now })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .where('due_at', '<=', now)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function recordJobResult(trx: DbOrTrx, id: number, result: unknown): Promise<void> {
  await trx
    .updateTable('scheduled_jobs')
    .set({ result: JSON.stringify(result) })
    .where('id', '=', id)
    .execute();
}

/** Jobs of a period, for the admin's calendar. */
export async function jobsOfPeriod(db: DbOrTrx, year: number) {
  return db
    .selectFrom('scheduled_jobs')
    .select(['job_key', 'kind', 'due_at', 'done_at', 'result'])
    .where('period_year', '=', year)
    .orderBy('due_at')
    .execute();
}
