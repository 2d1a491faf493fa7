import { sql, SqliteAdapter, type Insertable } from 'kysely';
import type { Database, Db, DbOrTrx } from '../db/tables.ts';

export async function insertMails(db: DbOrTrx, rows: Insertable<Database['mail_outbox']>[]): Promise<void> {
  if (rows.length) await db.insertInto('mail_outbox').values(rows).execute();
}

export interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

const CLAIMED = ['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'] as const;

/**
 * Claims up to `limit` due mails for `token` until `leaseUntil` (epoch ms): pending ones whose time
 * has come, or ones whose previous claim lapsed (a process died while sending). The claim is a
 * conditional UPDATE, so two processes never hold the same row; on PostgreSQL the candidates are
 * picked with FOR UPDATE SKIP LOCKED so concurrent workers take different rows instead of waiting.
 */
export async function claimDueMails(
  db: Db,
  args: { token: string; now: number; leaseUntil: number; limit: number },
): Promise<ClaimedMail[]> {
  const due = sql<boolean>`(status = 'pending' and next_attempt_at <= ${args.now}) or (status = 'sending' and claimed_until < ${args.now})`;
  const set = {
    status: 'sending',
    claim_token: args.token,
    claimed_until: args.leaseUntil,
    attempts: sql<number>`attempts + 1`,
  };
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    const rows = await sql<ClaimedMail>`
      update mail_outbox set status = 'sending', claim_token = ${args.token}, claimed_until = ${args.leaseUntil},
        attempts = attempts + 1
      where id in (select id from mail_outbox where ${due} order by id limit ${args.limit} for update skip locked)
      returning id, to_address, subject, text_body, html_body, attempts`.execute(db);
    return rows.rows;
  }
  const candidates = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where(due)
    .orderBy('id')
    .limit(args.limit)
    .execute();
  const claimed: ClaimedMail[] = [];
  for (const { id } of candidates) {
    const row = await db
      .updateTable('mail_outbox')
      .set(set)
      .where('id', '=', id)
      .where(due)
      .returning([...CLAIMED])
      .executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
}

/**
 * Extends this worker's claim on a mail it is sending until `leaseUntil`; false when the claim is no
 * longer its own (it lapsed and another process took the mail over, or the mail was given back).
 */
export async function renewClaim(db: Db, id: number, token: string, leaseUntil: number): Promise<boolean> {
  const res = await db
    .updateTable('mail_outbox')
    .set({ claimed_until: leaseUntil })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Marks a claimed mail sent; false when the claim was lost meanwhile (lease lapsed and re-claimed). */
export async function markSent(db: Db, id: number, token: string, at: string): Promise<boolean> {
  const res = await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: at, claim_token: null, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Gives a failed send back: pending again at `retryAt`, or failed for good when `retryAt` is null. */
export async function markFailed(
  db: Db,
  args: { id: number; token: string; retryAt: number | null; error: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: args.retryAt === null ? 'failed' : 'pending',
      next_attempt_at: args.retryAt ?? 0,
      claim_token: null,
      claimed_until: null,
      last_error: args.error.slice(0, 500),
    })
    .where('id', '=', args.id)
    .where('claim_token', '=', args.token)
    .execute();
}

/** The newest mails of the outbox, for the dev mailbox. */
export async function latestMails(db: DbOrTrx, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'text_body', 'status', 'attempts', 'created_at', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function mailHtml(db: DbOrTrx, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('mail_outbox').select('html_body').where('id', '=', id).executeTakeFirst();
  return row?.html_body;
}
