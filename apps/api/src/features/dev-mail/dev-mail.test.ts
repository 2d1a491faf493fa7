import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const application = (contactEmail: string) => ({
  name: 'Rosa',
  paternalSurname: 'Canul',
  maternalSurname: 'Pat',
  contactEmail,
  contactPhone: '+529831234567',
  cv: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrSt/view',
  reason: 'Experiencia <b>docente</b>.',
});

describe(`dev mailbox at /dev/mail (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('without SMTP_URL, shows what would have been sent, newest first, escaped', async () => {
    const empty = await t.request({ method: 'GET', url: '/dev/mail' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Todavía no hay correos');
    const res = await t.request({
      method: 'POST',
      url: '/api/teachers/applications',
      payload: application('rosa.buzon@correo.example'),
    });
    expect(res.statusCode).toBe(201);
    const page = await t.request({ method: 'GET', url: '/dev/mail' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('rosa.buzon@correo.example');
    expect(page.body).toContain('Recibimos tu solicitud para impartir una clase');
    const id = /\/dev\/mail\/(\d+)\/html/.exec(page.body)![1];
    const html = await t.request({ method: 'GET', url: `/dev/mail/${id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect(html.body).toContain('Hola, Rosa:');
    expect((await t.request({ method: 'GET', url: '/dev/mail/999999/html' })).statusCode).toBe(404);
  });
});

describe(`no dev mailbox with SMTP_URL (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: the worker's failures are retried later and never reach the test.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_POLL_MS: '60000' });
  });
  afterAll(() => t.close());

  it('is not served', async () => {
    expect((await t.request({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  });
});

describe(`no dev mailbox without the dev issuer (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The institution's issuer and no SMTP_URL (production without mail): the outbox is never public.
    t = await createTestApp({ OIDC_ISSUER: 'https://login.example.edu/inst/v2.0', OIDC_CLIENT_ID: 'portal' });
  });
  afterAll(() => t.close());

  it('is not served, nor are the mails it would list', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/teachers/applications',
      payload: application('sin.buzon@correo.example'),
    });
    expect(res.statusCode).toBe(201);
    const id = (await t.db.selectFrom('mail_outbox').select('id').executeTakeFirstOrThrow()).id;
    for (const url of ['/dev/mail', `/dev/mail/${id}/html`]) {
      const page = await t.request({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).not.toContain('sin.buzon@correo.example');
    }
  });
});
