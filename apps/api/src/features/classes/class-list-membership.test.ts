import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass } from '../../test/fixtures.ts';
import { classScenario } from '../../test/class-scenario.ts';

interface ListBody {
  data: { id_class: number; status: string; enrrolled: number }[];
  meta: { page: number; totalPages: number; total: number };
}

/**
 * Which classes a kept page shows and its total (lib/kept-answers.ts, class-list-page.ts), with every
 * answer checked (CLASS_LIST_CACHE_MS=0, the default of the API tests): an enrolment moves only seats
 * (the rows version stays, the page is built anew from its changed seats); a new class or a status
 * change gives the rows version a new value, so pages and totals are read again, also when written
 * behind the API's back.
 */
describe(`GET /api/classes: kept pages follow matches and totals (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const version = async () =>
    Number((await t.db.selectFrom('class_rows_version').select('version').executeTakeFirstOrThrow()).version);
  const builds = () => t.app.keptAnswers.list.builds;
  const list = async (query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/classes?clave=${s.clave}&pageSize=2${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as ListBody;
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it('keeps them through an enrolment (seats stay live), drops them on a new class or a status change', async () => {
    const a = await createClass(t.db, { subjectId: s.subjectId });
    const b = await createClass(t.db, { subjectId: s.subjectId });
    const c = await createClass(t.db, { subjectId: s.subjectId });
    const pending = '&status=pendiente';
    const first = await list(pending);
    expect(first.data.map((x) => x.id_class)).toEqual([c, b]);
    expect(first.meta).toEqual({ page: 1, totalPages: 2, total: 3 });

    // Read again: the kept answer (its print unchanged).
    let reads = builds();
    expect(await list(pending)).toEqual(first);
    expect(builds()).toBe(reads);

    // An enrolment moves seats (and, as the first member, makes a group leader, which rows show): the
    // page showing the class is built anew with the live seat figure.
    const student = await s.student();
    const enrol = await t.request({
      method: 'POST',
      url: '/api/classes/enrollStudent',
      payload: { classId: b },
      token: student.token,
    });
    expect(enrol.statusCode).toBe(201);
    const v0 = await version();
    const afterEnrolment = await list(pending);
    expect(builds()).toBe(reads + 1);
    reads = builds();
    expect(afterEnrolment.data.map((x) => [x.id_class, x.enrrolled])).toEqual([
      [c, 0],
      [b, 1],
    ]);

    // A new class, written behind the API's back (as another process or a script would): a new
    // version, so the page and the total are read again.
    const d = await createClass(t.db, { subjectId: s.subjectId });
    expect(await version()).not.toBe(v0);
    const afterNew = await list(pending);
    expect(builds()).toBe(reads + 1);
    expect(afterNew.data.map((x) => x.id_class)).toEqual([d, c]);
    expect(afterNew.meta).toEqual({ page: 1, totalPages: 2, total: 4 });

    // A status change (through the API, and behind its back): the class leaves the pending filter.
    reads = builds();
    const v1 = await version();
    const cancel = await t.request({
      method: 'POST',
      url: `/api/classes/${d}/status/cancelled`,
      payload: { reason: 'Sin docente disponible' },
      token: s.adminToken,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await version()).not.toBe(v1);
    const afterCancel = await list(pending);
    expect(builds()).toBe(reads + 1);
    expect(afterCancel.data.map((x) => x.id_class)).toEqual([c, b]);
    expect(afterCancel.meta.total).toBe(3);

    await t.db.updateTable('classes').set({ status: 'rechazado' }).where('id_class', '=', c).execute();
    const afterDirect = await list(pending);
    expect(builds()).toBe(reads + 2);
    expect(afterDirect.data.map((x) => x.id_class)).toEqual([b, a]);
    expect(afterDirect.meta).toEqual({ page: 1, totalPages: 1, total: 2 });

    // Seats alone leave the version alone (they are read live).
    const v2 = await version();
    await t.db.updateTable('classes').set({ enrolled: 2 }).where('id_class', '=', b).execute();
    expect(await version()).toBe(v2);
    expect((await list(pending)).data.find((x) => x.id_class === b)?.enrrolled).toBe(2);
  });

  it('never keeps what reads seats: the quorum filter and the order by enrolled are always read', async () => {
    const reads = builds();
    await list('&quorum=below');
    await list('&quorum=below');
    await list('&sort=-enrolled');
    await list('&sort=-enrolled');
    // Built on every request and never kept.
    expect(builds()).toBe(reads);
  });
});
