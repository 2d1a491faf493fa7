import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API_ERROR_CODES, ERROR_CODES, ERROR_MESSAGES } from '@portal/domain/errors';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createCareerWithSubject, createClass, createStaff, createStudentUser } from '../test/fixtures.ts';
import { looksSpanish, type Operation } from './bad-input-generators.ts';

/**
 * Every route of the OpenAPI document, asked wrongly in the ways a client gets it wrong — no token, a
 * token that is not valid, the wrong kind of user, ids that are not numbers or do not exist, bodies
 * that are not JSON, not an object, empty or of another content type — answers every failure with a
 * published `code` and a Spanish `message`, never a 5xx. The generated fuzz (bad-input.test.ts)
 * covers the values; this walk covers every route and caller in a fixed, quick order.
 */
type Answer = { statusCode: number; error: string; code: string; message: string | string[] };

const CODES: readonly string[] = API_ERROR_CODES;

function checkError(res: LightMyRequestResponse, where: string): Answer | null {
  const what = `${where} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode < 500, what).toBe(true);
  if (res.statusCode < 400) return null;
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  const body = res.json() as Answer;
  expect(body.statusCode, what).toBe(res.statusCode);
  expect(typeof body.error, what).toBe('string');
  expect(CODES, what).toContain(body.code);
  expect([body.message].flat().every(looksSpanish), what).toBe(true);
  return body;
}

interface Walked {
  method: string;
  path: string;
  op: Operation;
}

const ROLES = ['anonymous', 'badToken', 'student', 'newStudent', 'teacher', 'admin'] as const;
type Role = (typeof ROLES)[number];

describe(`every route answers bad input with a code and a Spanish message (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let routes: Walked[];
  let components: Record<string, { enum?: string[] }>;
  const tokens: Partial<Record<Role, string>> = { badToken: 'esto-no-es-un-token' };
  const seen = new Map<string, number>();
  let classId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const { careerId, subjectId } = await createCareerWithSubject(t.db);
    classId = await createClass(t.db, { subjectId });
    const student = await createStudentUser(t.db, { profile: { careerId } });
    const newStudent = await createStudentUser(t.db);
    const teacher = await createStaff(t.db, { role: 'teacher' });
    const admin = await createStaff(t.db, { role: 'admin' });
    tokens.student = await t.studentToken(student.email);
    tokens.newStudent = await t.studentToken(newStudent.email);
    tokens.teacher = await t.staffToken(teacher.userId, 'teacher');
    tokens.admin = await t.staffToken(admin.userId, 'admin');
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, { enum?: string[] }> };
    };
    components = doc.components.schemas;
    // The JSON API and the dev issuer's token shortcut; the dev issuer's sign-in pages answer in HTML.
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') || path === '/idp/dev/token')
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
      );
  });
  afterAll(() => t?.close());

  /** One request; its answer checked; the codes met are counted. */
  async function ask(role: Role, method: string, url: string, extra: { payload?: string; type?: string } = {}) {
    const res = await t.request({
      method: method as 'GET',
      url,
      token: tokens[role] ?? null,
      headers: extra.type ? { 'content-type': extra.type } : {},
      ...(extra.payload !== undefined ? { payload: extra.payload } : {}),
      // Each request from its own address: the per-address limits are not what this walks.
      remoteAddress: `10.30.${seen.size % 250}.${Math.floor(Math.random() * 250) + 1}`,
    });
    const body = checkError(res, `${role} ${method} ${url} ${extra.type ?? ''} ${extra.payload ?? ''}`);
    if (body) seen.set(body.code, (seen.get(body.code) ?? 0) + 1);
    return res;
  }

  const fill = (path: string, id: string) => path.replace(/\{[A-Za-z]+\}/g, id);

  it('documents every error answer of every route with a required code among the published ones', () => {
    expect(routes.length).toBeGreaterThan(40);
    // One component lists every code; each route's error schema refers to it.
    expect(components['ErrorCode']?.enum).toEqual([...API_ERROR_CODES]);
    type Body = { required?: string[]; properties?: { code?: { $ref?: string } } };
    let documented = 0;
    for (const { method, path, op } of routes) {
      const responses = (op as { responses?: Record<string, { content?: Record<string, { schema?: Body }> }> })
        .responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (Number(status) < 400) continue;
        const schema = response.content?.['application/json']?.schema;
        expect(schema?.required, `${method} ${path} ${status}`).toContain('code');
        expect(schema?.properties?.code?.$ref, `${method} ${path} ${status}`).toBe('#/components/schemas/ErrorCode');
        documented++;
      }
    }
    expect(documented).toBeGreaterThan(100);
  });

  it('walks every route with bad ids, bad bodies and every kind of caller', async () => {
    for (const { method, path, op } of routes) {
      // Staff sign-out revokes the token it is called with; it takes no input (session-revocation.test.ts).
      if (path === '/api/auth/staff/logout') continue;
      const hasIds = /\{[A-Za-z]+\}/.test(path);
      const hasBody = op.requestBody !== undefined;
      for (const role of ROLES) {
        // Ids that are not numbers, and ids that do not exist.
        if (hasIds) {
          await ask(role, method, fill(path, 'abc'), hasBody ? { payload: '{}', type: 'application/json' } : {});
          await ask(role, method, fill(path, '2147483000'), hasBody ? { payload: '{}', type: 'application/json' } : {});
        }
        if (!hasBody) {
          // A read with nonsense in its query; a write without input is only asked with bad ids.
          if (method === 'GET') await ask(role, method, `${fill(path, String(classId))}?page=-1&limit=abc&status=x`);
          continue;
        }
        const url = fill(path, String(classId));
        await ask(role, method, url, { payload: '{"roto": ', type: 'application/json' });
        await ask(role, method, url, { payload: '[1, 2]', type: 'application/json' });
        await ask(role, method, url, { payload: '{}', type: 'application/json' });
        await ask(role, method, url, { payload: '<a>1</a>', type: 'application/xml' });
      }
    }
    // The answers a walk like this must meet, each with its own code.
    for (const code of ['VALIDATION_FAILED', 'INVALID_JSON', 'INVALID_TOKEN', 'AUTH_REQUIRED', 'ADMIN_ONLY']) {
      expect(seen.get(code) ?? 0, code).toBeGreaterThan(0);
    }
    expect(seen.get('UNSUPPORTED_MEDIA_TYPE') ?? 0).toBeGreaterThan(0);
    expect(seen.get('CLASS_NOT_FOUND') ?? 0).toBeGreaterThan(0);
    expect([...seen.keys()].every((code) => CODES.includes(code))).toBe(true);
    console.log('códigos de error recorridos:', JSON.stringify(Object.fromEntries([...seen].sort())));
  });

  it('the framework answers carry codes too: unknown route, too large a body, an unknown method', async () => {
    const unknown = await ask('anonymous', 'GET', '/api/no-existe');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { statusCode: 404, error: 'Not Found', code: 'ROUTE_NOT_FOUND', message: ERROR_MESSAGES.routeNotFound },
    ]);
    const large = await ask('admin', 'POST', '/api/rooms', {
      payload: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
      type: 'application/json',
    });
    expect([large.statusCode, large.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const other = await ask('anonymous', 'PROPFIND', '/api/classes');
    expect(other.json().code).toMatch(/^(ROUTE_NOT_FOUND|METHOD_NOT_ALLOWED)$/);
  });
});

describe('an unexpected failure', () => {
  it('is a 500 with the code INTERNAL and a Spanish message, nothing of the error shown', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database), { database: database.handle, logger: false });
    app.get('/falla', { config: { auth: 'public' } }, async () => {
      throw new Error('secreto interno');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/falla' });
      expect([res.statusCode, res.json()]).toEqual([
        500,
        {
          statusCode: 500,
          error: 'Internal Server Error',
          code: ERROR_CODES.internal,
          message: ERROR_MESSAGES.internal,
        },
      ]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
