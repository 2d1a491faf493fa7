import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import {
  classScenario,
  expectError,
  fillClass,
  notPendingMessage as refused,
  type TestStudent,
} from '../../test/class-scenario.ts';

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

    it('coerces any other status to pendiente, recorded when it changes something', async () => {
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
