import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createStudentUser, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, fillClass } from '../../test/class-scenario.ts';

const WA = 'https://chat.whatsapp.com/GrupoVerano2026AbC';

describe(`activity log (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let lastId = 0;

  /** The records written since the previous call (each test reads only its own). */
  const newRecords = async () => {
    const rows = await t.db.selectFrom('activity_log').selectAll().where('id', '>', lastId).orderBy('id').execute();
    if (rows.length) lastId = rows.at(-1)!.id;
    return rows.map((r) => ({ ...r, detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : null }));
  };
  const form = (over: Record<string, unknown> = {}) => ({
    subjectId: s.subjectId,
    clave: s.clave,
    period: 2026,
    description: 'Propuesta de verano.',
    schedule: [{ dayId: 1, startTime: '07:00', endTime: '09:00' }],
    shift: 'matutino',
    whatsappLink: WA,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
    await newRecords();
  });
  afterAll(() => t.close());

  it('a student proposing a class writes one record with the student as actor and the request id', async () => {
    const me = await s.student();
    await newRecords();
    const res = await t.request({ method: 'POST', url: '/api/classes', payload: form(), token: me.token });
    expect(res.statusCode).toBe(201);
    const records = await newRecords();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'class.proposed',
      actor_user_id: me.userId,
      actor_role: 'student',
      id_class: res.json().id_class,
      id_student: me.studentId,
    });
    expect(records[0]!.request_id).toEqual(expect.any(String));
  });

  it('an admin creating a class writes class.created; a refused creation writes nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/classes',
      payload: form({ whatsappLink: null }),
      token: s.adminToken,
    });
    expect(res.statusCode).toBe(201);
    expect(await newRecords()).toMatchObject([
      { action: 'class.created', actor_user_id: s.admin.userId, actor_role: 'admin' },
    ]);
    const refused = await t.request({ method: 'POST', url: '/api/classes', payload: form(), token: s.teacherToken });
    expect(refused.statusCode).toBe(403);
    expect(await newRecords()).toEqual([]);
  });

  it('enrolment, a refused second enrolment, withdrawal and an admin removal with a leader change', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const [a, b] = [await s.student(), await s.student()];
    await newRecords();
    const enrol = (token: string) =>
      t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload: { classId }, token });
    expect((await enrol(a.token)).statusCode).toBe(201);
    expect(await newRecords()).toMatchObject([
      { action: 'enrolment.enrolled', actor_user_id: a.userId, id_class: classId, id_student: a.studentId },
    ]);
    expect((await enrol(a.token)).statusCode).toBe(409);
    expect(await newRecords()).toEqual([]);
    expect((await enrol(b.token)).statusCode).toBe(201);
    await newRecords();

    // The leader leaves by an admin's hand: the removal and the leadership passing to b.
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/classes/${classId}/student/${a.studentId}`,
      token: s.adminToken,
    });
    expect(removed.statusCode).toBe(200);
    expect(await newRecords()).toMatchObject([
      { action: 'enrolment.removed', actor_user_id: s.admin.userId, actor_role: 'admin', id_student: a.studentId },
      { action: 'class.leader_changed', id_student: b.studentId, detail: { from: a.studentId, to: b.studentId } },
    ]);

    const left = await t.request({ method: 'DELETE', url: `/api/classes/${classId}/enrollment`, token: b.token });
    expect(left.statusCode).toBe(204);
    expect(await newRecords()).toMatchObject([
      { action: 'enrolment.withdrawn', actor_user_id: b.userId, actor_role: 'student', id_student: b.studentId },
    ]);
    const again = await t.request({ method: 'DELETE', url: `/api/classes/${classId}/enrollment`, token: b.token });
    expect(again.statusCode).toBe(404);
    expect(await newRecords()).toEqual([]);
  });

  it('status changes: approval, a refused approval, start, rejection with its reason, cancellation', async () => {
    const low = await createClass(t.db, { subjectId: s.subjectId });
    const review = (id: number, status: string, payload?: object) =>
      t.request({ method: 'POST', url: `/api/classes/${id}/status/${status}`, token: s.adminToken, payload });
    expect((await review(low, 'aprobado')).statusCode).toBe(409); // below quorum
    expect(await newRecords()).toEqual([]);

    const full = await createClass(t.db, { subjectId: s.subjectId });
    await fillClass(t, full, s.careerId);
    expect((await review(full, 'aprobado')).statusCode).toBe(200);
    expect((await review(full, 'active')).statusCode).toBe(200);
    // The approval also opened each student's payment (payment.opened, one per place): the class's own story here.
    expect((await newRecords()).filter((r) => r.action.startsWith('class.'))).toMatchObject([
      { action: 'class.approved', actor_user_id: s.admin.userId, id_class: full, detail: { from: 'pendiente' } },
      { action: 'class.started', id_class: full, detail: { from: 'aprobado', to: 'active' } },
    ]);

    const rejected = await createClass(t.db, { subjectId: s.subjectId });
    await fillClass(t, rejected, s.careerId, 2);
    expect((await review(rejected, 'rechazado', { reason: 'Sin docente disponible' })).statusCode).toBe(200);
    expect(await newRecords()).toMatchObject([
      { action: 'class.rejected', id_class: rejected, detail: { to: 'rechazado', released: 2 } },
    ]);
    expect((await review(low, 'cancelled', { reason: 'Sin aula' })).statusCode).toBe(200);
    expect(await newRecords()).toMatchObject([{ action: 'class.cancelled', id_class: low }]);
  });

  it('WhatsApp link changes by the leader and by an admin; a non-leader is refused without a record', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const leader = await s.student();
    const other = await s.student();
    await enrolDirectly(t.db, leader.studentId, classId, true);
    await enrolDirectly(t.db, other.studentId, classId);
    await newRecords();
    const patch = (token: string, link: string) =>
      t.request({ method: 'PATCH', url: `/api/classes/${classId}/class`, token, payload: { whatsappLink: link } });
    expect((await patch(other.token, `${WA}x`)).statusCode).toBe(403);
    expect(await newRecords()).toEqual([]);
    expect((await patch(leader.token, `${WA}Lider`)).statusCode).toBe(200);
    expect(await newRecords()).toMatchObject([
      { action: 'class.whatsapp_changed', actor_user_id: leader.userId, detail: { after: `${WA}Lider` } },
    ]);
    expect((await patch(s.adminToken, `${WA}Admin`)).statusCode).toBe(200);
    expect(await newRecords()).toMatchObject([
      { action: 'class.whatsapp_changed', actor_role: 'admin', detail: { before: `${WA}Lider`, after: `${WA}Admin` } },
    ]);
  });

  it('profile registered and edited; a taken control number writes nothing', async () => {
    const u = await createStudentUser(t.db, { profile: null });
    const token = await t.studentToken(u.email);
    await newRecords();
    const reg = await t.request({
      method: 'POST',
      url: '/api/students',
      token,
      payload: { id_career: s.careerId, control_number: '29990001', phone: '+529831112233' },
    });
    expect(reg.statusCode).toBe(201);
    const studentId = reg.json().id_student as number;
    expect(await newRecords()).toMatchObject([
      { action: 'profile.registered', actor_user_id: u.userId, id_student: studentId },
    ]);
    const fresh = await t.studentToken(u.email);
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/students/${studentId}`,
      token: fresh,
      payload: { phone: '+529831112244' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await newRecords()).toMatchObject([{ action: 'profile.edited', detail: { fields: ['phone'] } }]);
    const other = await s.student();
    const taken = await t.request({
      method: 'PATCH',
      url: `/api/students/${other.studentId}`,
      token: other.token,
      payload: { control_number: '29990001' },
    });
    expect(taken.statusCode).toBe(409);
    expect(await newRecords()).toEqual([]);
  });

  it('teacher applications: received (anonymous), duplicate refused, accepted and declined by an admin', async () => {
    const body = {
      name: 'Ana',
      paternalSurname: 'López',
      maternalSurname: 'Uc',
      contactEmail: 'ana.bitacora@correo.example',
      contactPhone: '+529831234567',
      cv: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrSt/view',
      reason: 'Imparto la materia.',
    };
    const send = () => t.request({ method: 'POST', url: '/api/teachers/applications', payload: body });
    const res = await send();
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    expect(await newRecords()).toMatchObject([
      { action: 'application.received', actor_user_id: null, actor_role: 'visitor', id_application: id },
    ]);
    expect((await send()).statusCode).toBe(409);
    expect(await newRecords()).toEqual([]);
    const review = (accepted: boolean) =>
      t.request({
        method: 'PATCH',
        url: `/api/teachers/applications/${id}`,
        token: s.adminToken,
        payload: { accepted },
      });
    expect((await review(true)).statusCode).toBe(200);
    expect((await review(false)).statusCode).toBe(200);
    expect(await newRecords()).toMatchObject([
      { action: 'application.accepted', actor_user_id: s.admin.userId, id_application: id },
      { action: 'application.declined', actor_user_id: s.admin.userId, id_application: id },
    ]);
  });

  it('staff sign-in failures are logged one each, and the failure that locks out once more', async () => {
    const login = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/staff/login',
        payload: { email: s.admin.email, password },
        remoteAddress: '10.9.8.7',
      });
    expect((await login('Verano2026!')).statusCode).toBe(200);
    expect((await login('Incorrecta2026!')).statusCode).toBe(401);
    expect(await newRecords()).toMatchObject([
      { action: 'staff.login_failed', actor_user_id: null, actor_role: 'visitor', detail: { account: s.admin.userId } },
    ]);
    for (let i = 0; i < 7; i++) expect((await login('Incorrecta2026!')).statusCode).toBe(401);
    const records = await newRecords();
    expect(records.filter((r) => r.action === 'staff.login_failed')).toHaveLength(7);
    expect(records.filter((r) => r.action === 'staff.locked_out')).toHaveLength(1);
    expect((await login('Incorrecta2026!')).statusCode).toBe(429);
    expect(await newRecords()).toEqual([]);
  });
});
