import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  createCareerWithSubject,
  createClass,
  createStaff,
  createStudentUser,
  enrolDirectly,
} from '../test/fixtures.ts';
import { API_ERROR_CODES } from '@portal/domain/errors';
import { type Operation, type RouteInfo, looksSpanish, requestFor } from './bad-input-generators.ts';

const CODES: readonly unknown[] = API_ERROR_CODES;

/**
 * Generated bad input: for every /api route the app registers (and the dev
 * issuer's POST /idp/dev/token) and for every
 * kind of caller, fast-check builds requests from the route's own schemas (read from the OpenAPI
 * document the app serves, which is generated from the zod schemas): wrong types, missing and
 * extra fields, huge strings, unicode, negative and huge numbers, malformed JSON, wrong content
 * types, path ids that do not exist or are not numbers. Every answer must be a 4xx with
 * `{ statusCode, error, code, message }` (a published code, the message in Spanish; reads may
 * also answer 200), never a 5xx, and the database must be unchanged afterwards. At least 5,000 requests
 * per caller under `npm run test:full` (TEST_FULL=1), a fifth of that in `npm test`: the runs per route
 * are that number divided by the number of routes (rounded up), so the total stays the same as routes are
 * added; FUZZ_RUNS sets the runs per route and caller instead. The callers run concurrently: on PostgreSQL
 * most of a request's time is the database's, which another caller's requests can use.
 */
const REQUESTS_PER_CALLER = process.env['TEST_FULL'] === '1' ? 5000 : 1000;
const runsFor = (routeCount: number) =>
  process.env['FUZZ_RUNS'] ? Number(process.env['FUZZ_RUNS']) : Math.ceil(REQUESTS_PER_CALLER / routeCount);
const ROLES = ['anonymous', 'newStudent', 'student', 'leader', 'teacher', 'admin'] as const;
type Role = (typeof ROLES)[number];

// ---- database snapshot ----------------------------------------------------------------------

/** Tables whose rows count requests rather than hold data (rate limits, the readiness check), left out of the comparison. */
const VOLATILE = /rate_limit|kysely_migration|readiness_probe/;

async function snapshot(t: TestApp): Promise<Record<string, string[]>> {
  const tables =
    t.dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(t.db)
      : await sql<{
          name: string;
        }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`.execute(t.db);
  const out: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    if (VOLATILE.test(name)) continue;
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(t.db);
    out[name] = rows.rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

// ---- the test -------------------------------------------------------------------------------

describe(`generated bad input on every route, for every caller (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let routes: RouteInfo[];
  let before: Record<string, string[]>;
  const tokens: Partial<Record<Role, string>> = {};
  let validIds: Record<string, string>;
  const sent = { total: 0, byRole: {} as Record<string, number>, byStatus: {} as Record<number, number> };

  beforeAll(async () => {
    t = await createTestApp();
    const { careerId, subjectId } = await createCareerWithSubject(t.db);
    const classId = await createClass(t.db, { subjectId });
    await createClass(t.db, { subjectId, status: 'aprobado' });
    const student = await createStudentUser(t.db, { profile: { careerId } });
    const leader = await createStudentUser(t.db, { profile: { careerId } });
    await enrolDirectly(t.db, leader.studentId!, classId, true);
    await enrolDirectly(t.db, student.studentId!, classId);
    const newStudent = await createStudentUser(t.db);
    const teacher = await createStaff(t.db, { role: 'teacher' });
    const admin = await createStaff(t.db, { role: 'admin' });
    tokens.student = await t.studentToken(student.email);
    tokens.leader = await t.studentToken(leader.email);
    tokens.newStudent = await t.studentToken(newStudent.email);
    tokens.teacher = await t.staffToken(teacher.userId, 'teacher');
    tokens.admin = await t.staffToken(admin.userId, 'admin');
    validIds = { id: String(classId), studentId: String(student.studentId) };

    // The routes as the app registered them, with their schemas from its OpenAPI document.
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    // The /api routes, and the dev issuer's token shortcut (the rush's door; the only other JSON route).
    // Staff sign-out takes no input and revokes the token it is called with (session-revocation.test.ts).
    // Routes that take no input at all and whose every request does what they are for (signing out, making or
    // revoking one's calendar address) have no bad input to send.
    const INPUTLESS_ACTIONS = ['POST /api/auth/staff/logout', 'POST /api/calendar/token', 'DELETE /api/calendar/token'];
    const apiRoutes = t.app.apiRoutes.filter((r) => !INPUTLESS_ACTIONS.includes(`${r.method} ${r.url}`));
    const targets = [...apiRoutes, { method: 'POST', url: '/idp/dev/token' }];
    expect(t.app.allRoutes).toContain('POST /idp/dev/token');
    routes = targets.map((r) => {
      const op = doc.paths[r.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[r.method.toLowerCase()];
      if (!op) throw new Error(`Sin documentación OpenAPI: ${r.method} ${r.url}`);
      const params = op.parameters ?? [];
      const body = op.requestBody?.content['application/json']?.schema ?? null;
      return {
        method: r.method,
        url: r.url,
        // A write that takes no input at all (POST /api/notifications/read-all) has no invalid request:
        // it may answer 2xx, and the snapshot still shows it changed nothing.
        write: r.method !== 'GET' && (params.length > 0 || body !== null),
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body,
      };
    });

    // Every token used once, so anything a first visit records is recorded before the snapshot.
    for (const role of ROLES) {
      const token = tokens[role];
      if (token) await t.request({ method: 'GET', url: '/api/auth/student/profile', token });
      if (token) await t.request({ method: 'GET', url: '/api/auth/staff/profile', token });
    }
    before = await snapshot(t);
  });
  afterAll(() => t?.close());

  for (const role of ROLES) {
    it.concurrent(
      `as ${role}: every answer is a 2xx read or a 4xx in Spanish, never a 5xx`,
      async () => {
        for (const route of routes) {
          await fc.assert(
            fc.asyncProperty(requestFor(route, validIds), fc.nat(255), async (req, ip) => {
              const res = await t.request({
                method: req.method as 'GET',
                url: req.url,
                headers: req.headers,
                ...(req.payload !== undefined ? { payload: req.payload } : {}),
                token: tokens[role] ?? null,
                remoteAddress: `10.9.${ip}.${(sent.total % 250) + 1}`,
              });
              sent.total++;
              sent.byRole[role] = (sent.byRole[role] ?? 0) + 1;
              sent.byStatus[res.statusCode] = (sent.byStatus[res.statusCode] ?? 0) + 1;
              const where = `${role} ${req.method} ${req.url.slice(0, 200)} ${req.headers['content-type'] ?? ''} ${(req.payload ?? '').slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
              if (res.statusCode >= 200 && res.statusCode < 300) {
                expect(route.write, `una escritura con datos inválidos fue aceptada: ${where}`).toBe(false);
                return;
              }
              expect(res.statusCode >= 400 && res.statusCode < 500, where).toBe(true);
              const body = res.json() as { statusCode: unknown; error: unknown; code: unknown; message: unknown };
              expect(body.statusCode, where).toBe(res.statusCode);
              expect(typeof body.error, where).toBe('string');
              expect(CODES, where).toContain(body.code);
              expect([body.message].flat().every(looksSpanish), where).toBe(true);
            }),
            { numRuns: runsFor(routes.length), endOnFailure: true },
          );
        }
      },
      400_000,
    );
  }

  it('regressions the generator found: ids beyond 32 bits are refused with a 400, not a database error', async () => {
    const cases = [
      { role: 'student' as const, payload: { classId: 2_147_483_648 } },
      { role: 'admin' as const, payload: { classId: 2_147_483_648, student: { studentId: 1 } } },
      { role: 'admin' as const, payload: { classId: 1, student: { studentId: 2_147_483_648 } } },
    ];
    for (const c of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/api/classes/enrollStudent',
        token: tokens[c.role]!,
        payload: c.payload,
      });
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
    }
    const reg = await t.request({
      method: 'POST',
      url: '/api/students',
      token: tokens.newStudent!,
      payload: { id_career: 1, control_number: '12345678', phone: '5298312345678', id_user: 2_147_483_648 },
    });
    expect(reg.statusCode).toBe(400);
  });

  it('regressions the generator found: NUL characters in text are refused with a 400 on both databases', async () => {
    const reads = [
      { url: '/api/classes?subjectName=%00', token: null },
      { url: '/api/classes?search=a%00b', token: null },
      { url: '/api/subjects?name=%00', token: null },
      { url: '/api/teachers/applications?search=%00', token: tokens.admin! },
    ];
    for (const r of reads) {
      const res = await t.request({ method: 'GET', url: r.url, token: r.token });
      expect(res.statusCode, r.url).toBe(400);
      expect((res.json() as { message: string }).message).toBe('La solicitud contiene caracteres no válidos.');
    }
    const write = await t.request({
      method: 'POST',
      url: '/api/teachers/applications',
      remoteAddress: '10.7.7.7',
      payload: {
        name: 'Ana\u0000',
        paternalSurname: 'Pérez',
        contactEmail: 'ana@tec.example',
        contactPhone: '+529831234567',
        cv: 'https://example.com/cv.pdf',
      },
    });
    expect(write.statusCode).toBe(400);
  });

  it(`sent at least ${REQUESTS_PER_CALLER} requests for each caller and left the database as it was`, async () => {
    // Every caller got every run of every route (at least REQUESTS_PER_CALLER each with the default runs).
    for (const role of ROLES) expect(sent.byRole[role], role).toBe(runsFor(routes.length) * routes.length);
    if (!process.env['FUZZ_RUNS'])
      expect(runsFor(routes.length) * routes.length).toBeGreaterThanOrEqual(REQUESTS_PER_CALLER);
    expect(sent.byStatus[500] ?? 0).toBe(0);
    expect(await snapshot(t)).toEqual(before);
    console.log(
      `entrada inválida generada: ${sent.total} solicitudes`,
      JSON.stringify(sent.byRole),
      JSON.stringify(sent.byStatus),
    );
  });
});
