import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import { classCounts, classScenario, enrolmentsOf, expectError, type TestStudent } from '../../test/class-scenario.ts';

/** A rejected or cancelled class releases its students at once. */
describe(`release on rejection and cancellation (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const status = (classId: number, target: string, payload?: object) =>
    t.request({
      method: 'POST',
      url: `/api/classes/${classId}/status/${target}`,
      token: s.adminToken,
      ...(payload ? { payload } : {}),
    });
  const enrol = (classId: number, st: TestStudent) =>
    t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload: { classId }, token: st.token });
  /** A class with `n` students, each already in a second class too (so each is at the limit). */
  async function fullStudents(classId: number, n: number) {
    const other = await createClass(t.db, { subjectId: s.subjectId });
    const students: TestStudent[] = [];
    for (let i = 0; i < n; i++) {
      const st = await s.student();
      await enrolDirectly(t.db, st.studentId, classId, i === 0);
      await enrolDirectly(t.db, st.studentId, other, false);
      students.push(st);
    }
    return students;
  }

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it.each([
    ['rechazado', { reason: 'No hay docente disponible.' }],
    ['cancelled', { reason: 'El docente renunció.' }],
  ])('%s: the students can enrol in two other classes at once', async (target, payload) => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const students = await fullStudents(classId, 3);
    const blocked = await createClass(t.db, { subjectId: s.subjectId });
    expectError(await enrol(blocked, students[0]!), 409, 'Has alcanzado el máximo de 2 inscripciones.');

    const res = await status(classId, target, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().review).toMatchObject({ from_status: 'pendiente', to_status: target, comment: payload.reason });
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0, rows: 3, status: target });
    for (const st of students) expect(await enrolmentsOf(t, st.studentId)).toEqual({ counter: 1, rows: 1 });

    // Released: a student at the limit before can now take the freed place, and no more.
    const a = await createClass(t.db, { subjectId: s.subjectId });
    const results = await Promise.all([enrol(a, students[0]!), enrol(blocked, students[0]!)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await enrolmentsOf(t, students[0]!.studentId)).toEqual({ counter: 2, rows: 2 });

    // A student with only the released class enrols in two others at once.
    const lone = await s.student();
    const c2 = await createClass(t.db, { subjectId: s.subjectId });
    await enrolDirectly(t.db, lone.studentId, c2);
    await status(c2, target, payload);
    const [x, y] = [
      await createClass(t.db, { subjectId: s.subjectId }),
      await createClass(t.db, { subjectId: s.subjectId }),
    ];
    const both = await Promise.all([enrol(x, lone), enrol(y, lone)]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await enrolmentsOf(t, lone.studentId)).toEqual({ counter: 2, rows: 2 });

    // The roster stays readable as history (staff and its members).
    const roster = await t.request({ method: 'GET', url: `/api/classes/${classId}/students`, token: s.adminToken });
    expect(roster.statusCode).toBe(200);
    expect(roster.json().data).toHaveLength(3);
    const mine = await t.request({ method: 'GET', url: '/api/classes/student', token: students[1]!.token });
    expect(mine.json().find((c: { id_class: number }) => c.id_class === classId)).toMatchObject({
      status: target,
      latest_review: { to_status: target, comment: payload.reason },
    });
  });

  it('cancels a pending, an approved and an active class; a reason is required', async () => {
    for (const from of ['pendiente', 'aprobado', 'active']) {
      const classId = await createClass(t.db, { subjectId: s.subjectId, status: from });
      const st = await s.student();
      await enrolDirectly(t.db, st.studentId, classId, true);
      expectError(await status(classId, 'cancelled'), 400, 'Escribe la razón de la cancelación.');
      expectError(await status(classId, 'cancelled', { reason: '   ' }), 400, 'Escribe la razón de la cancelación.');
      const res = await status(classId, 'cancelled', { reason: 'Sin salón.' });
      expect(res.statusCode).toBe(200);
      expect(await enrolmentsOf(t, st.studentId)).toEqual({ counter: 0, rows: 0 });
      expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0, rows: 1, status: 'cancelled' });
    }
  });

  it('starts only an approved class; other moves are 409, unknown values 400', async () => {
    const approved = await createClass(t.db, { subjectId: s.subjectId, status: 'aprobado' });
    expect((await status(approved, 'active')).json()).toMatchObject({ status: 'active' });
    const pending = await createClass(t.db, { subjectId: s.subjectId });
    expectError(
      await status(pending, 'active'),
      409,
      'Solo se puede iniciar una clase aprobada; esta clase está «Pendiente».',
    );
    expectError(
      await status(approved, 'aprobado'),
      409,
      'Solo se puede aprobar o rechazar una clase pendiente; esta clase está «Activa».',
    );
    const cancelled = await createClass(t.db, { subjectId: s.subjectId, status: 'cancelled' });
    expectError(
      await status(cancelled, 'cancelled', { reason: 'x' }),
      409,
      'Solo se puede cancelar una clase pendiente, aprobada o activa; esta clase está «Cancelada».',
    );
    expectError(await status(pending, 'pendiente'), 409, 'Una clase no vuelve a pendiente con esta acción.');
    expectError(await status(pending, 'abierta'), 400, /El estado debe ser aprobado, rechazado, active o cancelled/);
  });

  it('a released class never goes back to pendiente through the admin update', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    await status(classId, 'rechazado', { reason: 'x' });
    const res = await t.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/class`,
      token: s.adminToken,
      payload: { status: 'pendiente' },
    });
    expectError(
      res,
      409,
      'Una clase rechazada o cancelada ya liberó a sus estudiantes: no puede volver a pendiente. Crea una clase nueva.',
    );
  });

  it('rejecting through the admin update releases too', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const [st] = await fullStudents(classId, 1);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/class`,
      token: s.adminToken,
      payload: { status: 'rechazado' },
    });
    expect(res.statusCode).toBe(200);
    expect(await enrolmentsOf(t, st!.studentId)).toEqual({ counter: 1, rows: 1 });
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0, status: 'rechazado' });
  });

  it('the overview counts each status', async () => {
    const res = await t.request({ method: 'GET', url: '/api/classes/overview', token: s.adminToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const rows = await t.db.selectFrom('classes').select('status').execute();
    const count = (st: string) => rows.filter((r) => r.status === st).length;
    expect(body).toMatchObject({ totalClasses: rows.length, pendingClasses: count('pendiente') });
    expect(body.byStatus).toEqual({
      pendiente: count('pendiente'),
      aprobado: count('aprobado'),
      rechazado: count('rechazado'),
      active: count('active'),
      cancelled: count('cancelled'),
    });
  });
});
