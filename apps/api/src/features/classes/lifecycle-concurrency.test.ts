import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import { classCounts, classScenario, enrolmentsOf, type TestStudent } from '../../test/class-scenario.ts';

/**
 * A rejection racing enrolments and withdrawals of the same class's students. Whatever the
 * order the database picks, no request sees a 500 and every counter equals the rows that count.
 */
describe(`class lifecycle under concurrency (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it('a rejection racing 50 enrolments and withdrawals leaves counters equal to the rows that count', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId, maxStudents: 30 });
    const elsewhere = await createClass(t.db, { subjectId: s.subjectId });
    const members: TestStudent[] = [];
    for (let i = 0; i < 20; i++) {
      const st = await s.student();
      await enrolDirectly(t.db, st.studentId, classId, i === 0);
      members.push(st);
    }
    const newcomers: TestStudent[] = [];
    for (let i = 0; i < 35; i++) newcomers.push(await s.student());
    // Members who left race to a second class while theirs is being rejected.
    const otherTargets = members.slice(15).map((st) => ({ st, classId: elsewhere }));

    const requests = [
      ...members
        .slice(0, 15)
        .map((st) => t.request({ method: 'DELETE', url: `/api/classes/${classId}/enrollment`, token: st.token })),
      ...newcomers.map((st) =>
        t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload: { classId }, token: st.token }),
      ),
      ...otherTargets.map(({ st, classId: id }) =>
        t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload: { classId: id }, token: st.token }),
      ),
    ];
    // The rejection goes in the middle of the burst.
    requests.splice(
      25,
      0,
      t.request({
        method: 'POST',
        url: `/api/classes/${classId}/status/rechazado`,
        token: s.adminToken,
        payload: { reason: 'Sin docente.' },
      }),
    );
    const results = await Promise.all(requests);
    expect(requests.length).toBe(56);
    for (const r of results) expect([200, 201, 204, 404, 409]).toContain(r.statusCode);
    expect(results[25]!.statusCode).toBe(200);

    const counts = await classCounts(t, classId);
    expect(counts).toMatchObject({ status: 'rechazado', enrolled: 0 });
    expect(counts.leaders.length).toBeLessThanOrEqual(1);
    for (const st of [...members, ...newcomers]) {
      const e = await enrolmentsOf(t, st.studentId);
      expect(e.counter).toBe(e.rows);
      expect(e.counter).toBeLessThanOrEqual(2);
    }
    const other = await classCounts(t, elsewhere);
    expect(other.enrolled).toBe(other.rows);
  });
});
