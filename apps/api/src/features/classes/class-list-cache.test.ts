import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettableClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createSubject } from '../../test/fixtures.ts';
import { classScenario, enrolRequest } from '../../test/class-scenario.ts';

interface ListBody {
  data: { id_class: number; enrrolled: number }[];
  meta: { total: number };
}

/**
 * The class list's kept answers with a window (CLASS_LIST_CACHE_MS): within it an answer goes out
 * without reading the database unless a write through this process touched one of its classes; a row
 * written behind the API's back (as another process writes) shows once the window has passed.
 */
describe(`GET /api/classes from kept answers within CLASS_LIST_CACHE_MS (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  // Long, so that the few milliseconds the clock also runs by itself during a test never matter.
  const WINDOW = 10_000;
  const url = () => `/api/classes?clave=${s.clave}&pageSize=12`;
  const list = async (headers: Record<string, string> = {}) => {
    const res = await t.request({ method: 'GET', url: url(), headers });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const clock = () => t.app.clock as SettableClock;

  beforeAll(async () => {
    t = await createTestApp({ CLASS_LIST_CACHE_MS: String(WINDOW), CLOCK_AT: '2026-06-01T08:00:00-05:00' });
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it('answers from memory within the window, the same JSON in every encoding; an enrolment here shows at once', async () => {
    const first = await createClass(t.db, { subjectId: s.subjectId });
    const before = (await list()).json() as ListBody;
    expect(before.data.map((c) => c.id_class)).toEqual([first]);

    // A row written behind the API's back is not seen within the window...
    const second = await createClass(t.db, { subjectId: s.subjectId });
    const plain = await list();
    expect(plain.json()).toEqual(before);
    const br = await list({ 'accept-encoding': 'gzip, deflate, br' });
    const gz = await list({ 'accept-encoding': 'gzip' });
    for (const res of [br, gz]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['vary']).toContain('accept-encoding');
    }
    const decoded = (res: typeof br) =>
      res.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(res.rawPayload).toString()
        : res.headers['content-encoding'] === 'gzip'
          ? gunzipSync(res.rawPayload).toString()
          : res.body;
    expect(JSON.parse(decoded(br))).toEqual(before);
    expect(JSON.parse(decoded(gz))).toEqual(before);

    // A refused write (no token, or a rule that says no) changes nothing, so the answer stays...
    const student = await s.student();
    expect((await enrolRequest(t, { classId: first })).statusCode).toBe(401);
    expect((await enrolRequest(t, { classId: 987654 }, student.token)).statusCode).toBe(404);
    expect((await list()).json()).toEqual(before);

    // ...and an enrolment through this process (a write that succeeds) is seen by the next answer.
    expect((await enrolRequest(t, { classId: first }, student.token)).statusCode).toBe(201);
    const after = (await list()).json() as ListBody;
    expect(after.data.map((c) => c.id_class).sort()).toEqual([first, second].sort());
    expect(after.data.find((c) => c.id_class === first)?.enrrolled).toBe(1);
  });

  it('shows a write made behind its back (another process) once the window has passed', async () => {
    clock().advance(WINDOW);
    const shown = (await list()).json() as ListBody;
    const builds = t.app.keptAnswers.list.builds;
    const added = await createClass(t.db, { subjectId: s.subjectId });
    clock().advance(WINDOW - 2000);
    expect((await list()).json()).toEqual(shown);
    clock().advance(2000);
    const after = (await list()).json() as ListBody;
    expect(after.meta.total).toBe(shown.meta.total + 1);
    expect(after.data.map((c) => c.id_class)).toContain(added);
    expect(t.app.keptAnswers.list.builds).toBe(builds + 1);

    // Past the window with nothing changed: checked again, handed out again, not built.
    clock().advance(WINDOW);
    expect((await list()).json()).toEqual(after);
    expect(t.app.keptAnswers.list.builds).toBe(builds + 1);
  });

  it('an enrolment refreshes only the answers that show its class; filters on seats are never kept', async () => {
    const other = await createSubject(t.db, { careerIds: [s.careerId] });
    const shown = await createClass(t.db, { subjectId: other });
    const elsewhere = await createClass(t.db, { subjectId: s.subjectId });
    const get = async (query: string) =>
      ((await t.request({ method: 'GET', url: `/api/classes?${query}` })).json() as ListBody).data;
    const otherPage = `subjectId=${other}&pageSize=12`;
    const quorumPage = `subjectId=${other}&quorum=below&pageSize=12`;
    const enrolledOrder = `subjectId=${other}&sort=enrolled&pageSize=12`;
    const keyPage = url().split('?')[1]!;
    // The classes above were written behind the API's back: start past the window.
    clock().advance(WINDOW);
    for (const q of [otherPage, quorumPage, enrolledOrder, keyPage]) await get(q);

    // Rows written behind the API's back show which answers were refreshed.
    const hidden = await createClass(t.db, { subjectId: other });
    const student = await s.student();
    expect((await enrolRequest(t, { classId: elsewhere }, student.token)).statusCode).toBe(201);

    // Not showing the class: still the kept answer (no `hidden`).
    expect((await get(otherPage)).map((c) => c.id_class)).toEqual([shown]);
    // A filter or an order on the enrolled count is read on every request.
    expect((await get(quorumPage)).map((c) => c.id_class).sort()).toEqual([shown, hidden].sort());
    expect((await get(enrolledOrder)).map((c) => c.id_class).sort()).toEqual([shown, hidden].sort());
    // The page that shows the class: fresh, with its new count.
    expect((await get(keyPage)).find((c) => c.id_class === elsewhere)?.enrrolled).toBe(1);

    // A refused write (an admin's invalid class, 400) changes nothing.
    const created = await t.request({ method: 'POST', url: '/api/classes', token: s.adminToken, payload: {} });
    expect(created.statusCode).toBe(400);
    expect((await get(otherPage)).map((c) => c.id_class)).toEqual([shown]);
  });

  it('keeps one answer per sort order', async () => {
    await createClass(t.db, { subjectId: s.subjectId });
    await createClass(t.db, { subjectId: s.subjectId });
    clock().advance(WINDOW);
    const ids = async (sort: string) =>
      (
        (await t.request({ method: 'GET', url: `/api/classes?clave=${s.clave}&sort=${sort}` })).json() as ListBody
      ).data.map((c) => c.id_class);
    const asc = await ids('id');
    expect(asc.length).toBeGreaterThan(1);
    expect(await ids('-id')).toEqual([...asc].reverse());
    expect(await ids('id')).toEqual(asc);
  });

  it('with CLASS_LIST_CACHE_MS=0 (the default of the other API tests) every answer is checked first', async () => {
    const fresh = await createTestApp();
    try {
      const sc = await classScenario(fresh);
      const get = async () =>
        ((await fresh.request({ method: 'GET', url: `/api/classes?clave=${sc.clave}` })).json() as ListBody).meta.total;
      await createClass(fresh.db, { subjectId: sc.subjectId });
      expect(await get()).toBe(1);
      await createClass(fresh.db, { subjectId: sc.subjectId });
      expect(await get()).toBe(2);
    } finally {
      await fresh.close();
    }
  });
});
