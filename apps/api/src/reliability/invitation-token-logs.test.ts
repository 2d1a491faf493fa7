import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { invitationTokenOf } from '@portal/domain/rules';
import { buildApp } from '../app.ts';
import { createStaff } from '../test/fixtures.ts';
import { testConfig } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
// @ts-expect-error -- a plain .mjs script of the cluster test, without type declarations
import { nginxBinary, startNginx } from '../../../../scripts/cluster/nginx.mjs';

/**
 * Invitation tokens in logs (docs/reliability.md, "Tokens in logs"): the link carries its token in the
 * fragment, which browsers never send; the invitation page reads it with a POST; an emailed link of the
 * older shape (/staff/invitation/<token>) still works. Whatever a browser sends for either shape —
 * the page, the look-up, the acceptance, a Referer with the old path — no line of the API's log, nor
 * of nginx's access and error logs under deploy/nginx/portal.conf, holds the token.
 */
interface Nginx {
  url: string;
  portalAccessLog: string;
  errorLog: string;
  stop(): Promise<void>;
}

describe(`invitation tokens never reach a log (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  let adminToken: string;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(database, { LOG_LEVEL: 'trace' }), {
      database: database.handle,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
    const admin = await createStaff(database.handle.db, { role: 'admin' });
    adminToken = (await app.staffTokens.sign({ userId: admin.userId, role: 'admin' })).token;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** A new invitation; its link as the admin sees it and the mail carries it. */
  async function invitationLink(base: string): Promise<{ link: string; token: string }> {
    const application = await database.handle.db
      .insertInto('teacher_applications')
      .values({
        name: 'Nora',
        paternal_surname: 'Ek',
        maternal_surname: 'Poot',
        contact_email: `nora.${Date.now()}.${Math.random().toString(36).slice(2)}@correo.example`,
        contact_phone: '+529831234567',
        cv: 'https://example.com/cv.pdf',
        reason: null,
        id_class: null,
        search_text: 'nora ek poot',
        accepted: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await fetch(`${base}/api/teachers/applications/${application.id}/invitation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(201);
    const { link } = (await res.json()) as { link: string };
    const mail = await database.handle.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = invitationTokenOf(link)!;
    expect(link).toBe(`/staff/invitation#${token}`);
    expect(mail.text_body).toContain(`/staff/invitation#${token}`);
    return { link, token };
  }

  /** What a browser sends for a link: the page (never the fragment), the look-up, and the acceptance. */
  async function follow(base: string, token: string, oldShape: boolean) {
    const page = oldShape ? `/staff/invitation/${token}` : '/staff/invitation';
    const opened = await fetch(`${base}${page}`, { redirect: 'manual' });
    await opened.arrayBuffer();
    // Requests of a page opened at the old path carry it as their Referer.
    const referer = `${base}/staff/invitation/${token}`;
    const json = { 'content-type': 'application/json', referer };
    const lookup = await fetch(`${base}/api/staff/invitation/lookup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token }),
    });
    expect(lookup.status).toBe(200);
    const accept = await fetch(`${base}/api/staff/invitation/accept`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token, password: 'Verano2026!' }),
    });
    expect(accept.status).toBe(201);
    return opened;
  }

  it('the API logs no token, for links of either shape', async () => {
    const base = `http://127.0.0.1:${port}`;
    for (const oldShape of [false, true]) {
      lines.length = 0;
      const { token } = await invitationLink(base);
      await follow(base, token, oldShape);
      await app.inject({ method: 'GET', url: `/api/classes?subjectName=${token}` });
      expect(lines.length).toBeGreaterThan(4);
      expect(lines.filter((l) => l.includes(token))).toEqual([]);
      if (oldShape) expect(lines.join('\n')).toContain('/staff/invitation/[oculto]');
    }
  });

  it.skipIf(!nginxBinary())(
    'nginx under deploy/nginx/portal.conf logs no token, and moves an old link’s token into the fragment',
    async () => {
      const nginx = (await startNginx({ upstreamPorts: [port], webDist: tmpdir(), portalAccessLog: true })) as Nginx;
      const tokens: string[] = [];
      try {
        for (const oldShape of [false, true]) {
          const { token } = await invitationLink(nginx.url);
          tokens.push(token);
          const opened = await follow(nginx.url, token, oldShape);
          if (oldShape) {
            expect(opened.status).toBe(302);
            expect(opened.headers.get('location')).toBe(`/staff/invitation#${token}`);
          }
        }
        // A query string with a token in it (nothing sends one, but nothing logs one either).
        await (await fetch(`${nginx.url}/api/classes?subjectName=${tokens[0]}`)).arrayBuffer();
        const access = readFileSync(nginx.portalAccessLog, 'utf8');
        const errors = readFileSync(nginx.errorLog, 'utf8');
        expect(access.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(9);
        for (const token of tokens) {
          expect(access).not.toContain(token);
          expect(errors).not.toContain(token);
        }
        expect(access).toContain('"GET /staff/invitation/[oculto] HTTP/1.1" 302');
        expect(access).toContain('"GET /api/classes?[oculto] HTTP/1.1" 200');
        expect(access).toMatch(
          /"POST \/api\/staff\/invitation\/lookup HTTP\/1\.1" 200 \d+ "http:\/\/127\.0\.0\.1:\d+"/,
        );
      } finally {
        await nginx.stop();
      }
      expect(lines.filter((l) => tokens.some((t) => l.includes(t)))).toEqual([]);
    },
    30_000,
  );
});
