import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass } from '../../test/fixtures.ts';
import { classCounts, classScenario, enrolmentsOf, expectError, fillClass } from '../../test/class-scenario.ts';

/** 5 mobility places per class, apart from the regular seats and from any 2-class limit. */
describe(`mobility students (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let n = 0;
  const person = (over: object = {}) => ({
    name: 'Lucía',
    paternalSurname: 'Pech',
    maternalSurname: 'Canul',
    institute: 'Instituto Tecnológico de Mérida',
    email: `lucia.pech${++n}@itmerida.example`,
    phone: '529991234567',
    controlNumber: `M${20000 + n}`,
    ...over,
  });
  const add = (classId: number | string, payload: object, token = s.adminToken) =>
    t.request({ method: 'POST', url: `/api/classes/${classId}/mobility-students`, token, payload });
  const mobilityOf = async (classId: number) =>
    (
      await t.db
        .selectFrom('classes')
        .select('mobility_enrolled')
        .where('id_class', '=', classId)
        .executeTakeFirstOrThrow()
    ).mobility_enrolled;

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it('takes 5, refuses the 6th, and lists them for staff', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    for (let i = 0; i < 5; i++) {
      const res = await add(classId, person());
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ id_class: classId, institute: 'Instituto Tecnológico de Mérida' });
    }
    expectError(await add(classId, person()), 409, 'No quedan lugares de movilidad en esta clase.');
    expect(await mobilityOf(classId)).toBe(5);
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0, rows: 0 });
    const list = await t.request({
      method: 'GET',
      url: `/api/classes/${classId}/mobility-students`,
      token: s.adminToken,
    });
    expect(list.json()).toMatchObject({ seats: 5, taken: 5 });
    expect(list.json().data).toHaveLength(5);
    const detail = await t.request({ method: 'GET', url: `/api/classes/${classId}` });
    expect(detail.json()).toMatchObject({ enrrolled: 0, mobility_enrolled: 5 });
  });

  it('a full class refuses regular students but still takes mobility students', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId, maxStudents: 30 });
    await fillClass(t, classId, s.careerId, 30);
    const st = await s.student();
    expectError(
      await t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload: { classId }, token: st.token }),
      409,
      'La clase ya está llena.',
    );
    expect((await add(classId, person())).statusCode).toBe(201);
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 30, rows: 30 });
    expect(await enrolmentsOf(t, st.studentId)).toEqual({ counter: 0, rows: 0 });
  });

  it('6 admins racing for the last 2 places: exactly 2 win', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    for (let i = 0; i < 3; i++) await add(classId, person());
    const results = await Promise.all(Array.from({ length: 6 }, () => add(classId, person())));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await mobilityOf(classId)).toBe(5);
  });

  it('refuses duplicates, locked classes, bad input, and non-admins', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const p = person();
    expect((await add(classId, p)).statusCode).toBe(201);
    expectError(
      await add(classId, { ...p, email: p.email.toUpperCase() }),
      409,
      'Ese estudiante de movilidad ya está inscrito en esta clase.',
    );
    const approved = await createClass(t.db, { subjectId: s.subjectId, status: 'aprobado' });
    expectError(await add(approved, person()), 409, /estudiantes de movilidad en clases pendientes o activas/);
    const active = await createClass(t.db, { subjectId: s.subjectId, status: 'active' });
    expect((await add(active, person())).statusCode).toBe(201);
    expectError(await add(classId, person({ institute: ' ' })), 400, /Escribe el instituto de origen./);
    expect((await add(classId, person({ email: 'no-es-correo' }))).statusCode).toBe(400);
    expect((await add(classId, person({ phone: '12' }))).statusCode).toBe(400);
    expectError(await add(999999, person()), 404, 'La clase no existe.');
    const st = await s.student();
    expect((await add(classId, person(), st.token)).statusCode).toBe(403);
    expect((await add(classId, person(), s.teacherToken)).statusCode).toBe(403);
  });
});
