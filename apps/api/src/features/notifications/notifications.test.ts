import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_MIN_STUDENTS } from '@portal/domain/constants';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, expectError, fillClass, type TestStudent, enrolRequest } from '../../test/class-scenario.ts';

interface Listed {
  data: { id: number; kind: string; id_class: number | null; title: string; body: string; read: boolean }[];
  unread: number;
}

describe(`notifications (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const mine = async (token: string): Promise<Listed> => {
    const res = await t.request({ method: 'GET', url: '/api/notifications', token });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const ofClass = async (token: string, classId: number) =>
    (await mine(token)).data.filter((n) => n.id_class === classId);
  const review = (id: number, status: string, payload?: object) =>
    t.request({ method: 'POST', url: `/api/classes/${id}/status/${status}`, token: s.adminToken, payload });
  const mailsTo = (email: string) =>
    t.db.selectFrom('mail_outbox').select(['subject', 'text_body', 'kind']).where('to_address', '=', email).execute();

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  async function classWith(...members: TestStudent[]) {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    for (const [i, m] of members.entries()) await enrolDirectly(t.db, m.studentId, classId, i === 0);
    return classId;
  }

  it('an approval reaches each student of the class, and nobody else', async () => {
    const [a, b, outsider] = [await s.student(), await s.student(), await s.student()];
    const classId = await classWith(a, b);
    await fillClass(t, classId, s.careerId, CLASS_MIN_STUDENTS - 2);
    expect((await review(classId, 'aprobado')).statusCode).toBe(200);
    for (const st of [a, b]) {
      // The approval, and the payment its confirmed place now owes (in the app and by email).
      const notes = await ofClass(st.token, classId);
      expect(notes.map((n) => n.kind).sort()).toEqual(['class.approved', 'payment.opened']);
      expect(notes.find((n) => n.kind === 'class.approved')).toMatchObject({
        title: expect.stringContaining('Clase aprobada'),
        read: false,
      });
      expect((await mailsTo(st.email)).map((m) => m.kind).sort()).toEqual(['class.approved', 'payment.opened']);
    }
    expect((await mine(outsider.token)).data).toEqual([]);
    expect(await mailsTo(outsider.email)).toEqual([]);
    // Staff have none.
    expect((await mine(s.adminToken)).data).toEqual([]);
    // Starting it is news too.
    expect((await review(classId, 'active')).statusCode).toBe(200);
    expect((await ofClass(a.token, classId)).map((n) => n.kind).filter((k) => k.startsWith('class.'))).toEqual([
      'class.started',
      'class.approved',
    ]);
  });

  it('a rejection tells its reason; a cancellation too', async () => {
    const [a, b] = [await s.student(), await s.student()];
    const rejected = await classWith(a);
    expect((await review(rejected, 'rechazado', { reason: 'No hay docente disponible' })).statusCode).toBe(200);
    const [note] = await ofClass(a.token, rejected);
    expect(note).toMatchObject({ kind: 'class.rejected' });
    expect(note!.body).toContain('No hay docente disponible');
    const cancelled = await classWith(b);
    expect((await review(cancelled, 'cancelled', { reason: 'Sin aula' })).statusCode).toBe(200);
    expect((await ofClass(b.token, cancelled))[0]!.body).toContain('Sin aula');
    expect(await ofClass(b.token, rejected)).toEqual([]);
  });

  it('a class’s mobility students hear about it by mail, at the address the admin gave', async () => {
    const a = await s.student();
    const classId = await classWith(a);
    const email = `movilidad.${classId}@itmerida.example`;
    const added = await t.request({
      method: 'POST',
      url: `/api/classes/${classId}/mobility-students`,
      token: s.adminToken,
      payload: {
        name: 'Lucía',
        paternalSurname: 'Pech',
        institute: 'Instituto Tecnológico de Mérida',
        email,
        phone: '529991234567',
        controlNumber: `M${30000 + classId}`,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await review(classId, 'rechazado', { reason: 'Sin docente' })).statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toMatchObject([{ kind: 'class.rejected' }]);
    expect(mails[0]!.text_body).toContain('Sin docente');
    // The class's own student got the same news.
    expect(await mailsTo(a.email)).toMatchObject([{ kind: 'class.rejected' }]);
  });

  it('an admin enrolling or removing a student tells that student; enrolling oneself does not', async () => {
    const [a, b, c] = [await s.student(), await s.student(), await s.student()];
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const self = await enrolRequest(t, { classId }, a.token);
    expect(self.statusCode).toBe(201);
    expect(await ofClass(a.token, classId)).toEqual([]);
    const byAdmin = await enrolRequest(t, { classId, student: { studentId: b.studentId } }, s.adminToken);
    expect(byAdmin.statusCode).toBe(201);
    expect(await ofClass(b.token, classId)).toMatchObject([{ kind: 'enrolment.enrolled_by_admin' }]);
    expect(await ofClass(a.token, classId)).toEqual([]);

    // The leader (a) is removed: a hears it, b becomes the leader and hears that; c hears nothing.
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/classes/${classId}/student/${a.studentId}`,
      token: s.adminToken,
    });
    expect(removed.json()).toMatchObject({ new_group_leader: b.studentId });
    expect(await ofClass(a.token, classId)).toMatchObject([{ kind: 'enrolment.removed_by_admin' }]);
    expect((await ofClass(b.token, classId)).map((n) => n.kind)).toEqual([
      'class.leader',
      'enrolment.enrolled_by_admin',
    ]);
    expect((await mine(c.token)).data).toEqual([]);
  });

  it('marks one (only its owner can) and all as read', async () => {
    const a = await s.student();
    const other = await s.student();
    for (const reason of ['Uno', 'Dos']) {
      const id = await classWith(a);
      expect((await review(id, 'rechazado', { reason })).statusCode).toBe(200);
    }
    const before = await mine(a.token);
    expect(before.unread).toBe(2);
    const first = before.data[0]!.id;
    const read = (id: number | string, token: string) =>
      t.request({ method: 'POST', url: `/api/notifications/${id}/read`, token });
    expectError(await read(first, other.token), 404, 'La notificación no existe.');
    expect((await mine(a.token)).unread).toBe(2);
    expect((await read(first, a.token)).statusCode).toBe(204);
    expect((await read(first, a.token)).statusCode).toBe(204);
    const after = await mine(a.token);
    expect(after.unread).toBe(1);
    expect(after.data.find((n) => n.id === first)!.read).toBe(true);
    expect((await read('abc', a.token)).statusCode).toBe(400);
    const all = await t.request({ method: 'POST', url: '/api/notifications/read-all', token: a.token });
    expect(all.json()).toEqual({ updated: 1 });
    expect((await mine(a.token)).unread).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
