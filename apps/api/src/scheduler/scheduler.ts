import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_WAITLIST_OFFER_HOURS } from '@portal/domain/rules';
import type { Db, DbOrTrx } from '../db/tables.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { Clock } from '../lib/clock.ts';
import { enrolmentCloseJob } from './enrolment-close.job.ts';
import { paymentExpiryJob, paymentReminderJob } from './payment-deadlines.job.ts';
import { sendCoordinationReminders } from '../features/coordination/coordination-reminders.job.ts';
import { claimJob, dueJobs, recordJobResult, type DueJob } from './scheduled-jobs.repository.ts';
import { classesStartReminderJob } from './classes-start-reminder.job.ts';
import { offerExpiryJob, offerReminderJob } from '../features/classes/waitlist-offers.service.ts';
import { systemContext } from '../lib/service-context.ts';

/** What every job is given besides its row: the instant, and the settings of the work it may cause. */
interface JobRun {
  now: Date;
  /** WAITLIST_OFFER_HOURS: a seat a job frees is offered for this long. */
  offerHours: number;
}

/** The work of each kind of job, inside the transaction that marks it done. */
const WORK: Record<string, (trx: DbOrTrx, job: DueJob, run: JobRun) => Promise<unknown>> = {
  'enrolment-close': (trx, job, { now }) => enrolmentCloseJob(trx, job.period_year ?? 0, now),
  'classes-start-reminder': (trx, job, { now }) => classesStartReminderJob(trx, job.period_year ?? 0, now),
  'payment-reminder': (trx, job, { now }) => paymentReminderJob(trx, job.subject_id ?? 0, now),
  'payment-expiry': (trx, job, { now, offerHours }) => paymentExpiryJob(trx, job.subject_id ?? 0, now, offerHours),
  'waitlist-offer-expiry': (trx, job, { now, offerHours }) =>
    offerExpiryJob(trx, { ...systemContext(now), offerHours }, job.subject_id ?? 0),
  'waitlist-offer-reminder': (trx, job, { now }) => offerReminderJob(trx, systemContext(now), job.subject_id ?? 0),
};

export interface Scheduler {
  /** Runs every job due on the clock's now, oldest first; returns the keys this process ran. */
  runOnce(): Promise<string[]>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Scheduled work: rows of `scheduled_jobs` with a due instant. Each process looks for due jobs on an
 * interval (and once on start, which catches up on whatever fell due while no process ran); a job is
 * claimed and done in one write transaction (`claimJob`), so with several processes it runs once, and a
 * failed job rolls back whole and is tried again on the next look.
 */
export function createScheduler(
  db: Db,
  opts: { clock: Clock; log: FastifyBaseLogger; pollMs: number; offerHours?: number },
): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function runOnce(): Promise<string[]> {
    const ran: string[] = [];
    const now = opts.clock.now();
    for (const job of await dueJobs(db, now.toISOString(), 50)) {
      const work = WORK[job.kind];
      if (!work) continue;
      try {
        const done = await writeTransaction(db, async (trx) => {
          if (!(await claimJob(trx, job.id, now.toISOString()))) return false;
          const run = { now, offerHours: opts.offerHours ?? DEFAULT_WAITLIST_OFFER_HOURS };
          await recordJobResult(trx, job.id, await work(trx, job, run));
          return true;
        });
        if (done) {
          ran.push(job.job_key);
          opts.log.info({ job: job.job_key }, 'scheduled job done');
        }
      } catch (err) {
        opts.log.error({ err, job: job.job_key }, 'scheduled job failed; it is tried again on the next look');
      }
    }
    // The reminders coordination sends by itself: each claimed by its key, so once across processes.
    try {
      for (const key of await sendCoordinationReminders(db, now)) opts.log.info({ reminder: key }, 'reminder sent');
    } catch (err) {
      opts.log.error({ err }, 'coordination reminders failed; they are tried again on the next look');
    }
    return ran;
  }

  function tick() {
    if (stopped) return;
    running = runOnce()
      .catch((err: unknown) => opts.log.warn({ err }, 'scheduler could not look for due jobs'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, opts.pollMs);
      });
  }

  return {
    runOnce,
    start() {
      if (opts.pollMs <= 0 || timer) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
