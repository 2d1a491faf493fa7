import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createStaff, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, expectError, fillClass, type TestStudent } from '../../test/class-scenario.ts';

const ADMIN_ONLY = 'No tienes permisos para realizar esta acción: se requiere un administrador.';
const refused = (status: string) =>
  `Solo se puede aprobar o rechazar una clase pendiente; esta clase está en estado "${status}".`;

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
    ['active', 'Solo se puede iniciar una clase aprobada; esta clase está en estado "pendiente".'],
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

describe(`PATCH /api/classes/:id/class (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let leader: TestStudent;
  let member: TestStudent;
  let classId: number;
  const NEW_LINK = 'https://chat.whatsapp.com/NuevoGrupoVerano2026';
  const patch = (id: number | string, payload: unknown, token?: string) =>
    t.request({ method: 'PATCH', url: `/api/classes/${id}/class`, payload: payload as object, token });
  const row = (id: number) =>
    t.db.selectFrom('classes').select(['status', 'whatsapp_link']).where('id_class', '=', id).executeTakeFirstOrThrow();
  const history = (id: number) =>
    t.db.selectFrom('class_status_history').selectAll().where('id_class', '=', id).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
    leader = await s.student();
    member = await s.student();
    classId = await createClass(t.db, { subjectId: s.subjectId });
    await enrolDirectly(t.db, leader.studentId, classId, true);
    await enrolDirectly(t.db, member.studentId, classId);
  });
  afterAll(() => t.close());

  it("lets the group leader change the class's WhatsApp link", async () => {
    const res = await patch(classId, { whatsappLink: NEW_LINK, status: 'pendiente' }, leader.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id_class: classId, whatsapp_link: NEW_LINK, status: 'pendiente' });
    expect(await row(classId)).toEqual({ status: 'pendiente', whatsapp_link: NEW_LINK });
    const seen = await t.request({ method: 'GET', url: `/api/classes/${classId}`, token: member.token });
    expect(seen.json().whatsapp_link).toBe(NEW_LINK);
  });

  it('ignores the status a student sends: a student never changes it', async () => {
    const link = 'https://chat.whatsapp.com/OtroGrupoVerano2026X';
    for (const status of ['aprobado', 'rechazado', 'cancelled']) {
      const res = await patch(classId, { whatsappLink: link, status }, leader.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('pendiente');
    }
    expect((await patch(classId, { status: 'aprobado' }, leader.token)).statusCode).toBe(200);
    expect(await row(classId)).toEqual({ status: 'pendiente', whatsapp_link: link });
    expect(await history(classId)).toEqual([]);
  });

  it('refuses anyone else who is not an admin, leaving the link alone', async () => {
    const before = await row(classId);
    const outsider = await s.student();
    const nobody = await s.unregistered();
    const message = 'Solo el jefe de grupo de esta clase puede cambiar el enlace de WhatsApp.';
    for (const token of [member.token, outsider.token, nobody.token, s.teacherToken]) {
      expectError(await patch(classId, { whatsappLink: NEW_LINK }, token), 403, message);
      expectError(await patch(classId, { status: 'aprobado' }, token), 403, message);
    }
    expectError(await patch(classId, { whatsappLink: NEW_LINK }), 401, 'Autenticación requerida');
    expect(await row(classId)).toEqual(before);
  });

  it('accepts only https://chat.whatsapp.com/… links', async () => {
    const before = await row(classId);
    for (const link of ['https://example.com/x', 'chat.whatsapp.com/NuevoGrupoVerano2026', 'https://wa.me/123']) {
      expectError(
        await patch(classId, { whatsappLink: link }, leader.token),
        400,
        'El enlace debe ser una invitación a un grupo de WhatsApp: https://chat.whatsapp.com/ seguido del código del grupo (al menos 10 letras o números).',
      );
    }
    expectError(
      await patch(classId, { whatsappLink: '' }, s.adminToken),
      400,
      'El enlace del grupo de WhatsApp es obligatorio.',
    );
    expect(await row(classId)).toEqual(before);
  });

  it('answers 404 for an unknown class', async () => {
    expectError(await patch(999999, { whatsappLink: NEW_LINK }, leader.token), 404, 'La clase no existe.');
    expectError(await patch(999999, { whatsappLink: NEW_LINK }, s.adminToken), 404, 'La clase no existe.');
  });

  it('follows the leadership: after a hand-over only the new leader edits', async () => {
    const id = await createClass(t.db, { subjectId: s.subjectId });
    const a = await s.student();
    const b = await s.student();
    await enrolDirectly(t.db, a.studentId, id, true);
    await enrolDirectly(t.db, b.studentId, id);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/classes/${id}/student/${a.studentId}`,
      token: s.adminToken,
    });
    expect(del.statusCode).toBe(200);
    expect((await patch(id, { whatsappLink: NEW_LINK }, a.token)).statusCode).toBe(403);
    expect((await patch(id, { whatsappLink: NEW_LINK }, b.token)).statusCode).toBe(200);
  });

  describe('an admin', () => {
    it('changes the link of any class', async () => {
      const id = await createClass(t.db, { subjectId: s.subjectId, status: 'aprobado' });
      const res = await patch(id, { whatsappLink: NEW_LINK, status: 'aprobado' }, s.adminToken);
      expect(res.statusCode).toBe(200);
      expect(await row(id)).toEqual({ status: 'aprobado', whatsapp_link: NEW_LINK });
      expect(await history(id)).toEqual([]);
    });

    it('approves a pending class through an update, with a history row', async () => {
      const id = await createClass(t.db, { subjectId: s.subjectId });
      await fillClass(t, id, s.careerId);
      const res = await patch(id, { status: 'aprobado' }, s.adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('aprobado');
      expect(res.json().status_history).toMatchObject([{ from_status: 'pendiente', to_status: 'aprobado' }]);
    });

    it('coerces any other status to pendiente (spec §4), recorded when it changes something', async () => {
      const pending = await createClass(t.db, { subjectId: s.subjectId });
      expect((await patch(pending, { status: 'cancelled' }, s.adminToken)).json().status).toBe('pendiente');
      expect(await history(pending)).toEqual([]);

      const approved = await createClass(t.db, { subjectId: s.subjectId, status: 'aprobado' });
      const res = await patch(approved, { status: 'active' }, s.adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('pendiente');
      expect(await history(approved)).toMatchObject([
        { from_status: 'aprobado', to_status: 'pendiente', changed_by: s.admin.userId },
      ]);

      const active = await createClass(t.db, { subjectId: s.subjectId, status: 'active' });
      expect((await patch(active, { status: 'active', whatsappLink: NEW_LINK }, s.adminToken)).json().status).toBe(
        'active',
      );
    });

    it('never flips an approved class to rejected directly', async () => {
      const id = await createClass(t.db, { subjectId: s.subjectId, status: 'aprobado' });
      expectError(
        await patch(id, { status: 'rechazado', whatsappLink: NEW_LINK }, s.adminToken),
        409,
        refused('aprobado'),
      );
      expect(await row(id)).toMatchObject({
        status: 'aprobado',
        whatsapp_link: 'https://chat.whatsapp.com/PruebaGrupo12345',
      });
    });
  });
});
