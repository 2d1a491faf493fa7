import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createClass, createSubject, enrolDirectly } from '../test/fixtures.ts';
import { classScenario } from '../test/class-scenario.ts';
import { startSmtpTestServer, waitFor } from '../test/smtp-test-server.ts';
import { createDatabase } from '../db/create-db.ts';
import { enqueueMails } from '../events/notify.ts';
import { createMailWorker } from './outbox-worker.ts';

type Smtp = Awaited<ReturnType<typeof startSmtpTestServer>>;

describe(`mail outbox delivered over SMTP by the server's worker (${process.env['TEST_DIALECT']})`, () => {
  let smtp: Smtp;
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '100' });
    s = await classScenario(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("an admin's rejection reaches each student of the class, naming the subject and the reason", async () => {
    const subjectId = await createSubject(t.db, { name: 'Ecuaciones Diferenciales', careerIds: [s.careerId] });
    const classId = await createClass(t.db, { subjectId });
    const [a, b] = [await s.student(), await s.student()];
    await enrolDirectly(t.db, a.studentId, classId, true);
    await enrolDirectly(t.db, b.studentId, classId);
    const res = await t.request({
      method: 'POST',
      url: `/api/classes/${classId}/status/rechazado`,
      token: s.adminToken,
      payload: { reason: 'No hay docente disponible en julio' },
    });
    expect(res.statusCode).toBe(200);
    const mailOf = (email: string) => smtp.received.find((m) => m.to.includes(email));
    await waitFor('both mails', () => Boolean(mailOf(a.email) && mailOf(b.email)), 10_000);
    for (const email of [a.email, b.email]) {
      const mail = mailOf(email)!;
      expect(mail.subject).toContain('Ecuaciones Diferenciales');
      expect(mail.subject).toContain('Instituto Tecnológico del Caribe');
      expect(mail.text).toContain('No hay docente disponible en julio');
      expect(mail.text).toContain('Ecuaciones Diferenciales');
    }
    // The SMTP server holds a mail before the worker hears its 250 and marks the row: wait for the marks too.
    const allSent = async () => {
      const rows = await t.db.selectFrom('mail_outbox').select(['status', 'sent_at']).execute();
      return rows.length >= 2 && rows.every((r) => r.status === 'sent' && r.sent_at !== null);
    };
    await waitFor('every outbox row marked sent', allSent, 10_000);
    expect(await allSent()).toBe(true);
  });

  it('a mail the server refuses once is retried and delivered', async () => {
    smtp.refuseNext(1);
    const to = 'reintento@tec.example';
    await enqueueMails(
      t.db,
      'test',
      [{ to, mail: { subject: 'Prueba de reintento', paragraphs: ['Hola.'] } }],
      new Date().toISOString(),
    );
    const rowOf = () =>
      t.db
        .selectFrom('mail_outbox')
        .select(['status', 'attempts', 'last_error'])
        .where('to_address', '=', to)
        .executeTakeFirstOrThrow();
    await waitFor('the retried mail, marked sent', async () => (await rowOf()).status === 'sent');
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    expect(await rowOf()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it("the teacher application's receipt goes to the address of the application", async () => {
    const to = 'solicitante.recibo@correo.example';
    const res = await t.request({
      method: 'POST',
      url: '/api/teachers/applications',
      payload: {
        name: 'Rosa',
        paternalSurname: 'Canul',
        maternalSurname: 'Pat',
        contactEmail: to,
        contactPhone: '+529831234567',
        cv: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrSt/view',
        reason: 'Experiencia.',
      },
    });
    expect(res.statusCode).toBe(201);
    await waitFor('the receipt', () => smtp.received.some((m) => m.to.includes(to)));
    expect(smtp.received.find((m) => m.to.includes(to))!.subject).toContain('Recibimos tu solicitud');
  });
});

describe(`two workers on one outbox (${process.env['TEST_DIALECT']})`, () => {
  let smtp: Smtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    // No SMTP_URL: the app's own worker is off; two workers of their own, each on its own connection
    // pool as two server processes would be, share the outbox.
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers every mail exactly once, and logs no address, subject or body', async () => {
    const n = 40;
    await enqueueMails(
      t.db,
      'test',
      Array.from({ length: n }, (_, i) => ({
        to: `par${i}@tec.example`,
        mail: { subject: `Correo ${i}`, paragraphs: [`Texto ${i}`] },
      })),
      new Date().toISOString(),
    );
    const lines: string[] = [];
    const log = {
      info: (o: object, m: string) => lines.push(JSON.stringify(o) + m),
      warn: (o: object, m: string) => lines.push(JSON.stringify(o) + m),
    };
    const handles = [createDatabase(t.database.config), createDatabase(t.database.config)];
    const workers = handles.map((h) =>
      createMailWorker(h.db, {
        smtpUrl: smtp.url,
        from: 'Prueba <p@tec.example>',
        pollMs: 20,
        retryBaseMs: 50,
        batch: 3,
        log,
      }),
    );
    try {
      workers.forEach((w) => w.start());
      await waitFor('all mails', () => smtp.received.length >= n, 20_000);
      await Promise.all(workers.map((w) => w.stop()));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await Promise.all(handles.map((h) => h.destroy()));
    }
    const recipients = smtp.received.map((m) => m.to[0]);
    expect(recipients).toHaveLength(n);
    expect(new Set(recipients).size).toBe(n);
    const rows = await t.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(lines.length).toBeGreaterThanOrEqual(n);
    expect(lines.join('\n')).not.toMatch(/@|Correo|Texto/);
  });
});
