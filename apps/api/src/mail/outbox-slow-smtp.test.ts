import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { enqueueMails } from '../events/notify.ts';
import { startSmtpTestServer, waitFor } from '../test/smtp-test-server.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { figure } from '../reliability/figures.ts';
import { createMailWorker, MAIL_LEASE_MS, type MailWorker } from './outbox-worker.ts';

/**
 * Mail on a slow SMTP server (docs/reliability.md): the outbox's claim outlives the SMTP timeouts and
 * is renewed while a send takes long, so a second process never takes over a mail still being sent;
 * a process whose claim was lost neither marks nor logs the mail as sent. Two workers on one database
 * stand for two processes (each its own connection and claim token); the server is a real SMTP server
 * that holds its answers.
 */
type Smtp = Awaited<ReturnType<typeof startSmtpTestServer>>;

interface Line {
  level: 'info' | 'warn';
  msg: string;
  obj: Record<string, unknown>;
}

describe(`outbox on a slow SMTP server (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;
  let smtp: Smtp;
  const handles: DatabaseHandle[] = [];
  const workers: MailWorker[] = [];
  let seq = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    for (const w of workers) await w.stop();
    for (const h of handles) await h.destroy();
    await smtp.close();
    await database.drop();
  });

  /** A worker as one process runs it: its own database handle, log and claim token. */
  function worker(opts: { leaseMs: number; smtpTimeoutMs?: number }) {
    const handle = createDatabase(database.config);
    handles.push(handle);
    const lines: Line[] = [];
    const log = {
      info: (obj: object, msg: string) => void lines.push({ level: 'info', msg, obj: obj as Line['obj'] }),
      warn: (obj: object, msg: string) => void lines.push({ level: 'warn', msg, obj: obj as Line['obj'] }),
    };
    const w = createMailWorker(handle.db, {
      smtpUrl: smtp.url,
      from: 'Cursos de Verano <no-responder@tec.example>',
      pollMs: 60_000,
      retryBaseMs: 60_000,
      log,
      ...opts,
    });
    workers.push(w);
    return { w, lines };
  }

  async function queueMail(): Promise<{ id: number; to: string }> {
    const to = `lento.${++seq}@correo.example`;
    await enqueueMails(
      database.handle.db,
      'test',
      [{ to, mail: { subject: 'Servidor lento', paragraphs: ['Hola.'] } }],
      new Date().toISOString(),
    );
    const row = await database.handle.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();
    return { id: row.id, to };
  }

  const rowOf = (id: number) =>
    database.handle.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'claimed_until', 'claim_token', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('the SMTP timeouts are shorter than the claim, by default and whatever is configured', () => {
    expect(loadConfig({}).mail.smtpTimeoutMs).toBeLessThan(MAIL_LEASE_MS / 3);
    expect(() => loadConfig({ MAIL_SMTP_TIMEOUT_MS: String(MAIL_LEASE_MS) })).toThrow(/MAIL_SMTP_TIMEOUT_MS/);
  });

  it('a send that outlasts the claim keeps it: the second process does not send the mail again', async () => {
    const { id } = await queueMail();
    const a = worker({ leaseMs: 1500 });
    const b = worker({ leaseMs: 1500 });
    const before = smtp.transmissions;
    const release = smtp.holdReplies();
    const sending = a.w.runOnce();
    await waitFor('the first transmission', () => smtp.transmissions === before + 1);
    // Past the first claim's end, with the server still silent: either the claim was renewed, or it
    // lapsed and the other process may take the mail over.
    const firstLease = Number((await rowOf(id)).claimed_until);
    await waitFor('the first claim to end', () => Date.now() > firstLease + 100, 5000);
    const renewed = Number((await rowOf(id)).claimed_until);
    expect(renewed).toBeGreaterThan(firstLease);
    expect(await b.w.runOnce()).toBe(0);
    release();
    expect(await sending).toBe(1);
    figure('slow SMTP server (reply held past the 1.5 s claim): transmissions', smtp.transmissions - before, '');
    expect(smtp.transmissions).toBe(before + 1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, claim_token: null });
    expect(a.lines.filter((l) => l.msg === 'mail sent')).toHaveLength(1);
    expect(b.lines).toEqual([]);
  });

  it('a process that lost its claim while sending neither marks nor logs the mail as sent', async () => {
    const { id } = await queueMail();
    const a = worker({ leaseMs: 60_000 });
    const before = smtp.transmissions;
    const release = smtp.holdReplies();
    const sending = a.w.runOnce();
    await waitFor('the transmission', () => smtp.transmissions === before + 1);
    // Another process took the mail over (as after this one stalled past the claim).
    await database.handle.db
      .updateTable('mail_outbox')
      .set({ claim_token: 'otro-proceso', claimed_until: Date.now() + 60_000 })
      .where('id', '=', id)
      .execute();
    release();
    await sending;
    expect(await rowOf(id)).toMatchObject({ status: 'sending', claim_token: 'otro-proceso' });
    expect(a.lines.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'mail handed to SMTP after its claim was lost: the process that holds it now decides'],
    ]);
  });

  it('a server that stops answering fails the attempt within the SMTP timeout, well before the claim ends', async () => {
    const { id } = await queueMail();
    const a = worker({ leaseMs: 30_000, smtpTimeoutMs: 400 });
    const release = smtp.holdReplies();
    try {
      const started = Date.now();
      expect(await a.w.runOnce()).toBe(1);
      const took = Date.now() - started;
      figure('silent SMTP server (timeout 400 ms): attempt failed after', took);
      expect(took).toBeLessThan(10_000);
      expect(await rowOf(id)).toMatchObject({ status: 'pending', claim_token: null, last_error: 'ETIMEDOUT' });
      expect(a.lines.map((l) => l.msg)).toEqual(['mail send failed']);
    } finally {
      release();
    }
  }, 20_000);
});
