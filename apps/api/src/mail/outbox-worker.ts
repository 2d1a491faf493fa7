import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from '@portal/domain/rules';
import type { Db } from '../db/tables.ts';
import { claimDueMails, markFailed, markSent, renewClaim, type ClaimedMail } from './outbox.repository.ts';

/** What the worker logs: mail ids and error codes only, never addresses, subjects or bodies. */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** How long a claim holds before another process may take the mail over (a crash while sending). */
export const MAIL_LEASE_MS = 5 * 60_000;

export interface MailWorkerOptions {
  smtpUrl: string;
  from: string;
  pollMs: number;
  retryBaseMs: number;
  /**
   * The longest the SMTP server may take to accept a connection, greet, or answer any command
   * (nodemailer's connection, greeting and socket timeouts; default 60 s, MAIL_SMTP_TIMEOUT_MS
   * allows at most a third of the lease).
   */
  smtpTimeoutMs?: number;
  /** Mails claimed per round. */
  batch?: number;
  /** How long a claim holds without being renewed (MAIL_LEASE_MS). */
  leaseMs?: number;
  log?: MailLog;
}

/** A send failure reduced to codes (SMTP reply code, Node error code): SMTP texts may quote addresses. */
function failureCode(err: unknown): string {
  const e = err as { responseCode?: number; code?: string };
  return [e.code, e.responseCode].filter((v) => v !== undefined).join(' ') || 'ERROR';
}

/**
 * The outbox worker of one process: every `pollMs` it claims due mails (a conditional update — see
 * outbox.repository.ts — so two processes never send the same row), sends each over SMTP and marks
 * it sent, or gives it back with a growing delay (failed for good after MAIL_MAX_ATTEMPTS).
 *
 * A claim lasts `leaseMs` and is renewed right before each send and every third of the lease while
 * the SMTP server takes its time, and the SMTP timeouts are shorter than that third: a slow server
 * never lets another process take a mail that is still being sent (docs/reliability.md, "Mail on a
 * slow SMTP server"). A worker that finds its claim gone does not send, and one that loses it while
 * sending neither marks nor logs the mail as sent. Delivery is at least once: a process dying (or
 * stalling past the lease) between the SMTP answer and `markSent` lets the claim lapse and the mail
 * is sent again. The timer is unref'd, and `stop()` waits for the round in flight.
 */
export function createMailWorker(db: Db, opts: MailWorkerOptions) {
  const leaseMs = opts.leaseMs ?? MAIL_LEASE_MS;
  const renewEveryMs = Math.max(1, Math.floor(leaseMs / 3));
  const smtpTimeoutMs = opts.smtpTimeoutMs ?? 60_000;
  const transport = nodemailer.createTransport({
    url: opts.smtpUrl,
    connectionTimeout: smtpTimeoutMs,
    greetingTimeout: smtpTimeoutMs,
    socketTimeout: smtpTimeoutMs,
  });
  const token = randomUUID();
  const batch = opts.batch ?? 20;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  /** Sends one claimed mail while keeping its claim; whether the claim held until the end. */
  async function send(mail: ClaimedMail): Promise<boolean> {
    let held = true;
    const heartbeat = setInterval(() => {
      renewClaim(db, mail.id, token, Date.now() + leaseMs)
        .then((ours) => {
          if (!ours) held = false;
        })
        // The database may be away a moment; the next beat tries again (the lease is three beats long).
        .catch(() => undefined);
    }, renewEveryMs);
    heartbeat.unref();
    try {
      await transport.sendMail({
        from: opts.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
    } finally {
      clearInterval(heartbeat);
    }
    return held;
  }

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    // A batch is sent one mail after another: the claim of a later mail is renewed before it goes.
    if (!(await renewClaim(db, mail.id, token, Date.now() + leaseMs))) {
      opts.log?.warn({ mailId: mail.id, attempt: mail.attempts }, 'mail not sent: its claim lapsed before sending');
      return false;
    }
    let held: boolean;
    try {
      held = await send(mail);
    } catch (err) {
      const code = failureCode(err);
      const retry = mail.attempts < MAIL_MAX_ATTEMPTS;
      const retryAt = retry ? Date.now() + mailRetryDelayMs(mail.attempts, opts.retryBaseMs) : null;
      await markFailed(db, { id: mail.id, token, retryAt, error: code });
      opts.log?.warn({ mailId: mail.id, attempt: mail.attempts, code, retry }, 'mail send failed');
      return false;
    }
    if (held && (await markSent(db, mail.id, token, new Date().toISOString()))) {
      opts.log?.info({ mailId: mail.id, attempt: mail.attempts }, 'mail sent');
      return true;
    }
    opts.log?.warn(
      { mailId: mail.id, attempt: mail.attempts },
      'mail handed to SMTP after its claim was lost: the process that holds it now decides',
    );
    return false;
  }

  /** One round: claim, send, mark. Returns how many mails it claimed. */
  async function runOnce(): Promise<number> {
    const now = Date.now();
    const mails = await claimDueMails(db, { token, now, leaseUntil: now + leaseMs, limit: batch });
    for (const mail of mails) {
      if (stopped) {
        // Give the rest back at once rather than waiting for the lease to lapse.
        await markFailed(db, { id: mail.id, token, retryAt: Date.now(), error: 'STOPPED' });
        continue;
      }
      await deliver(mail);
    }
    return mails.length;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    timer = null;
    running = runOnce().catch((err: unknown) => {
      // The database may be briefly unavailable; the next round tries again.
      opts.log?.warn({ code: failureCode(err) }, 'mail worker round failed');
      return 0;
    });
    void running.then((claimed) => {
      running = null;
      // A full batch means more may be due: go on at once.
      schedule(claimed >= batch ? 0 : opts.pollMs);
    });
  }

  return {
    start(): void {
      stopped = false;
      schedule(0);
    },
    runOnce,
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running;
      transport.close();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
