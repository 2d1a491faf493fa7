import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createSubject } from '../../test/fixtures.ts';
import { classScenario, enrolRequest } from '../../test/class-scenario.ts';

interface ListBody {
  data: { id_class: number; enrrolled: number }[];
  meta: { total: number };
}

describe(`GET /api/classes from the microcache (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const url = () => `/api/classes?clave=${s.clave}&pageSize=12`;
  const list = async (headers: Record<string, string> = {}) => {
    const res = await t.request({ method: 'GET', url: url(), headers });
    expect(res.statusCode).toBe(200);
    return res;
  };

  beforeAll(async () => {
    // A TTL long enough that only a write, never the clock, can refresh an answer during the test.
    t = await createTestApp({ CLASS_LIST_CACHE_MS: '10000' });
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it('answers from memory until a write through the API, in every encoding the same JSON', async () => {
    const first = await createClass(t.db, { subjectId: s.subjectId });
    const before = (await list()).json() as ListBody;
    expect(before.data.map((c) => c.id_class)).toEqual([first]);

    // A row written behind the API's back is not seen while the answer is cached...
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

    // A refused write (no token, or a rule that says no) changes nothing, so the cache stays...
    const student = await s.student();
    const anonymous = await enrolRequest(t, { classId: first });
    expect(anonymous.statusCode).toBe(401);
    const missing = await enrolRequest(t, { classId: 987654 }, student.token);
    expect(missing.statusCode).toBe(404);
    expect((await list()).json()).toEqual(before);

    // ...and an enrolment (a write that succeeds) empties the cache: the next answer is fresh.
    const enrol = await enrolRequest(t, { classId: first }, student.token);
    expect(enrol.statusCode).toBe(201);
    const after = (await list()).json() as ListBody;
    expect(after.data.map((c) => c.id_class).sort()).toEqual([first, second].sort());
    expect(after.data.find((c) => c.id_class === first)?.enrrolled).toBe(1);
  });

  it('an enrolment refreshes only the answers that show its class or read seat counts', async () => {
    const other = await createSubject(t.db, { careerIds: [s.careerId] });
    const shown = await createClass(t.db, { subjectId: other });
    const elsewhere = await createClass(t.db, { subjectId: s.subjectId });
    const get = async (query: string) =>
      ((await t.request({ method: 'GET', url: `/api/classes?${query}` })).json() as ListBody).data;
    const otherPage = `subjectId=${other}&pageSize=12`;
    const quorumPage = `subjectId=${other}&quorum=below&pageSize=12`;
    const enrolledOrder = `subjectId=${other}&sort=enrolled&pageSize=12`;
    const keyPage = url().split('?')[1]!;
    // The classes above were written behind the API's back: start from an empty cache.
    t.app.responseCache.invalidate();
    for (const q of [otherPage, quorumPage, enrolledOrder, keyPage]) await get(q);

    // Rows written behind the API's back show which answers were refreshed.
    const hidden = await createClass(t.db, { subjectId: other });
    const student = await s.student();
    const enrol = await enrolRequest(t, { classId: elsewhere }, student.token);
    expect(enrol.statusCode).toBe(201);

    // Not showing the class and not reading seats: still the cached answer (no `hidden`).
    expect((await get(otherPage)).map((c) => c.id_class)).toEqual([shown]);
    // A filter or an order on the enrolled count may have changed: fresh.
    expect((await get(quorumPage)).map((c) => c.id_class).sort()).toEqual([shown, hidden].sort());
    expect((await get(enrolledOrder)).map((c) => c.id_class).sort()).toEqual([shown, hidden].sort());
    // The page that shows the class: fresh, with its new count.
    expect((await get(keyPage)).find((c) => c.id_class === elsewhere)?.enrrolled).toBe(1);

    // A refused write (an admin's invalid class, 400) changes nothing.
    const created = await t.request({
      method: 'POST',
      url: '/api/classes',
      token: s.adminToken,
      payload: {},
    });
    expect(created.statusCode).toBe(400);
    expect((await get(otherPage)).map((c) => c.id_class)).toEqual([shown]);
  });

  it('callers that miss the same answer at once share one read', async () => {
    t.app.responseCache.invalidate();
    const cache = t.app.responseCache;
    const set = cache.set.bind(cache);
    let stored = 0;
    cache.set = (...args: Parameters<typeof cache.set>) => {
      stored++;
      set(...args);
    };
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => list()));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(stored).toBe(1);
    } finally {
      cache.set = set;
    }
  });

  it('keeps one answer per sort order', async () => {
    await createClass(t.db, { subjectId: s.subjectId });
    await createClass(t.db, { subjectId: s.subjectId });
    const ids = async (sort: string) =>
      (
        (await t.request({ method: 'GET', url: `/api/classes?clave=${s.clave}&sort=${sort}` })).json() as ListBody
      ).data.map((c) => c.id_class);
    const asc = await ids('id');
    expect(asc.length).toBeGreaterThan(1);
    expect(await ids('-id')).toEqual([...asc].reverse());
    expect(await ids('id')).toEqual(asc);
  });

  it('caches nothing with CLASS_LIST_CACHE_MS=0 (the default of the other API tests)', async () => {
    const fresh = await createTestApp();
    try {
      const sc = await classScenario(fresh);
      const get = async () =>
        ((await fresh.request({ method: 'GET', url: `/api/classes?clave=${sc.clave}` })).json() as ListBody).meta.total;
      expect(await get()).toBe(0);
      await createClass(fresh.db, { subjectId: sc.subjectId });
      expect(await get()).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
