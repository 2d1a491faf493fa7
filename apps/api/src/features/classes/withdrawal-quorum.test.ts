import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import { classCounts, classScenario, enrolmentsOf, expectError, fillClass } from '../../test/class-scenario.ts';

const NOT_PENDING =
  'Solo puedes darte de baja mientras la clase está pendiente. Para dejar una clase aprobada o en curso, comunícate con la coordinación académica.';

/** Withdrawal and quorum. */
describe(`withdrawal and quorum (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const withdraw = (classId: number | string, token: string | undefined) =>
    t.request({ method: 'DELETE', url: `/api/classes/${classId}/enrollment`, token });
  const approve = (classId: number, payload?: object) =>
    t.request({
      method: 'POST',
      url: `/api/classes/${classId}/status/aprobado`,
      token: s.adminToken,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it('a student withdraws from a pending class: 204, seat freed, leadership passes', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const leader = await s.student();
    const second = await s.student();
    const third = await s.student();
    await enrolDirectly(t.db, leader.studentId, classId, true);
    await enrolDirectly(t.db, second.studentId, classId);
    await enrolDirectly(t.db, third.studentId, classId);
    const res = await withdraw(classId, leader.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 2, rows: 2, leaders: [second.studentId] });
    expect(await enrolmentsOf(t, leader.studentId)).toEqual({ counter: 0, rows: 0 });
    // A second withdrawal: no longer in it.
    expectError(await withdraw(classId, leader.token), 404, 'No estás inscrito en esta clase.');
    // A non-leader leaving changes no leadership.
    expect((await withdraw(classId, third.token)).statusCode).toBe(204);
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 1, leaders: [second.studentId] });
  });

  it('is refused on any other status with a 409 that says whom to contact', async () => {
    for (const status of ['aprobado', 'active']) {
      const classId = await createClass(t.db, { subjectId: s.subjectId, status });
      const st = await s.student();
      await enrolDirectly(t.db, st.studentId, classId, true);
      expectError(await withdraw(classId, st.token), 409, NOT_PENDING);
      expect(await classCounts(t, classId)).toMatchObject({ enrolled: 1, rows: 1 });
      expect(await enrolmentsOf(t, st.studentId)).toEqual({ counter: 1, rows: 1 });
    }
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const st = await s.student();
    await enrolDirectly(t.db, st.studentId, classId, true);
    await t.request({
      method: 'POST',
      url: `/api/classes/${classId}/status/rechazado`,
      token: s.adminToken,
      payload: { reason: 'x' },
    });
    expectError(
      await withdraw(classId, st.token),
      409,
      'Esta clase fue rechazada o cancelada: ya no cuenta en tus inscripciones y no necesitas darte de baja.',
    );
  });

  it('only with a student token; unknown class 404, bad id 400', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    expect((await withdraw(classId, undefined)).statusCode).toBe(401);
    expect((await withdraw(classId, s.adminToken)).statusCode).toBe(403);
    const st = await s.student();
    expectError(await withdraw(999999, st.token), 404, 'La clase no existe.');
    expect((await withdraw('abc', st.token)).statusCode).toBe(400);
  });

  it('refuses approval under the minimum with both numbers, at the minimum it passes', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    await fillClass(t, classId, s.careerId, 9);
    expectError(
      await approve(classId),
      409,
      'La clase necesita al menos 15 inscritos para aprobarse; tiene 9. Para aprobarla de todos modos escribe la razón.',
    );
    expectError(await approve(classId, { belowQuorumReason: '   ' }), 409, /tiene 9/);
    await fillClass(t, classId, s.careerId, 6);
    const res = await approve(classId);
    expect(res.statusCode).toBe(200);
    expect(res.json().review).toMatchObject({ to_status: 'aprobado', comment: null });
  });

  it('approves under the minimum with a written reason, kept in the history the student sees', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const st = await s.student();
    await enrolDirectly(t.db, st.studentId, classId, true);
    await fillClass(t, classId, s.careerId, 8);
    const res = await approve(classId, { belowQuorumReason: 'Es la última materia de varios egresados.' });
    expect(res.statusCode).toBe(200);
    const note = 'Aprobada con 9 de 15 inscritos mínimos. Razón: Es la última materia de varios egresados.';
    expect(res.json().review.comment).toBe(note);
    const mine = (await t.request({ method: 'GET', url: '/api/classes/student', token: st.token })).json();
    expect(mine[0]).toMatchObject({ id_class: classId, status: 'aprobado', latest_review: { comment: note } });
  });

  it('lists the classes ready to approve (at the minimum) apart from the others', async () => {
    const ready = await createClass(t.db, { subjectId: s.subjectId, period: 2031 });
    await fillClass(t, ready, s.careerId, 15);
    const below = await createClass(t.db, { subjectId: s.subjectId, period: 2031 });
    await fillClass(t, below, s.careerId, 14);
    const ids = async (quorum: string) =>
      (await t.request({ method: 'GET', url: `/api/classes?period=2031&quorum=${quorum}` }))
        .json()
        .data.map((c: { id_class: number }) => c.id_class);
    expect(await ids('ready')).toEqual([ready]);
    expect(await ids('below')).toEqual([below]);
    expect((await t.request({ method: 'GET', url: '/api/classes?quorum=x' })).statusCode).toBe(400);
  });
});
