import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createStaff, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, expectError, fillClass, notPendingMessage as refused } from '../../test/class-scenario.ts';

const ADMIN_ONLY = 'No tienes permisos para realizar esta acción: se requiere un administrador.';

describe(`POST /api/classes/:id/status/:status (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const review = (classId: number | string, status: string, opts: { payload?: unknown; token?: string } = {}) =>
    t.request({
      method: 'POST',
      url: `/api/classes/${classId}/status/${status}`,
      token: 'token' in opts ? opts.token : s.adminToken,
      ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
    });
  const history = (classId: number) =>
    t.db.selectFrom('class_status_history').selectAll().where('id_class', '=', classId).orderBy('id').execute();
  const statusOf = async (classId: number) =>
    (await t.db.selectFrom('classes').select('status').where('id_class', '=', classId).executeTakeFirstOrThrow())
      .status;

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it('approves a pending class without a body, as the spec clients call it', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    await fillClass(t, classId, s.careerId);
    const res = await review(classId, 'aprobado');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id_class: classId,
      status: 'aprobado',
      review: {
        from_status: 'pendiente',
        to_status: 'aprobado',
        comment: null,
        changed_at: expect.any(String),
        changed_by: { id_user: s.admin.userId, name: 'Adela Prueba' },
      },
    });
    expect(await statusOf(classId)).toBe('aprobado');
    expect(await history(classId)).toMatchObject([
      { from_status: 'pendiente', to_status: 'aprobado', comment: null, changed_by: s.admin.userId },
    ]);
  });

  it('accepts a JSON content type with an empty body, and an approval comment', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    await fillClass(t, classId, s.careerId);
    const res = await t.request({
      method: 'POST',
      url: `/api/classes/${classId}/status/aprobado`,
      token: s.adminToken,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    const other = await createClass(t.db, { subjectId: s.subjectId });
    await fillClass(t, other, s.careerId);
    const commented = await review(other, 'aprobado', { payload: { comment: 'Hay docente disponible.' } });
    expect(commented.json().review.comment).toBe('Hay docente disponible.');
    expectError(
      await t.request({
        method: 'POST',
        url: `/api/classes/${other}/status/aprobado`,
        token: s.adminToken,
        headers: { 'content-type': 'application/json' },
        payload: '{"comment":',
      }),
      400,
      'El cuerpo de la solicitud no es un JSON válido.',
    );
  });

  it('keeps the rejection reason, and shows it to the proposer and the members, not to outsiders', async () => {
    const proposer = await s.student();
    const member = await s.student();
    const outsider = await s.student();
    const classId = await createClass(t.db, { subjectId: s.subjectId, createdBy: proposer.userId });
    await enrolDirectly(t.db, proposer.studentId, classId, true);
    await enrolDirectly(t.db, member.studentId, classId);
    const reason = 'No se alcanzó el mínimo de 15 estudiantes.';
    const res = await review(classId, 'rechazado', { payload: { reason } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rechazado', review: { to_status: 'rechazado', comment: reason } });

    const mine = (await t.request({ method: 'GET', url: '/api/classes/student', token: proposer.token })).json();
    expect(mine).toMatchObject([
      { id_class: classId, status: 'rechazado', latest_review: { to_status: 'rechazado', comment: reason } },
    ]);
    for (const token of [member.token, s.adminToken]) {
      const detail = (await t.request({ method: 'GET', url: `/api/classes/${classId}`, token })).json();
      expect(detail.status_history).toEqual([
        {
          from_status: 'pendiente',
          to_status: 'rechazado',
          comment: reason,
          changed_at: expect.any(String),
          changed_by: { id_user: s.admin.userId, name: 'Adela Prueba' },
        },
      ]);
    }
    for (const token of [outsider.token, s.teacherToken, undefined]) {
      const detail = (await t.request({ method: 'GET', url: `/api/classes/${classId}`, token })).json();
      expect(detail.status_history).toBeNull();
    }
  });

  it.each(['APROBADO', 'x', 'abierta'])('refuses the unknown target %s with a 400', async (target) => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    expectError(await review(classId, target), 400, 'El estado debe ser aprobado, rechazado, active o cancelled.');
    expect(await statusOf(classId)).toBe('pendiente');
  });

  it.each([
    ['active', 'Solo se puede iniciar una clase aprobada; esta clase está «Pendiente».'],
    ['pendiente', 'Una clase no vuelve a pendiente con esta acción.'],
  ])('refuses the disallowed move of a pending class to %s with a 409', async (target, message) => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    expectError(await review(classId, target), 409, message);
    expect(await statusOf(classId)).toBe('pendiente');
  });

  it.each([
    ['aprobado', 'rechazado'],
    ['rechazado', 'aprobado'],
    ['aprobado', 'aprobado'],
    ['active', 'aprobado'],
    ['cancelled', 'rechazado'],
  ])('refuses to review a %s class (→ %s) with a 409', async (current, target) => {
    const classId = await createClass(t.db, { subjectId: s.subjectId, status: current });
    expectError(await review(classId, target), 409, refused(current));
    expect(await statusOf(classId)).toBe(current);
    expect(await history(classId)).toEqual([]);
  });

  it('answers 404 for an unknown class and 400 for a bad id or a long comment', async () => {
    expectError(await review(999999, 'aprobado'), 404, 'La clase no existe.');
    expectError(await review('abc', 'aprobado'), 400, /La clase/);
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    expectError(
      await review(classId, 'rechazado', { payload: { reason: 'x'.repeat(1001) } }),
      400,
      'La razón no debe superar 1000 caracteres.',
    );
  });

  it('is for admins only', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const st = await s.student();
    expectError(await review(classId, 'aprobado', { token: st.token }), 403, ADMIN_ONLY);
    expectError(await review(classId, 'aprobado', { token: s.teacherToken }), 403, ADMIN_ONLY);
    expectError(await review(classId, 'aprobado', { token: undefined }), 401, 'Token de staff requerido');
    expect(await statusOf(classId)).toBe('pendiente');
  });

  it('two admins reviewing the same class at once: one wins, one history row', async () => {
    const other = await createStaff(t.db, { role: 'admin' });
    const otherToken = await t.staffToken(other.userId, 'admin');
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    await fillClass(t, classId, s.careerId);
    const results = await Promise.all([
      review(classId, 'aprobado'),
      review(classId, 'rechazado', { token: otherToken, payload: { reason: 'Sin docente.' } }),
      review(classId, 'aprobado', { token: otherToken }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect(await statusOf(classId)).toBe(winner.status);
    expect(await history(classId)).toHaveLength(1);
  });
});
