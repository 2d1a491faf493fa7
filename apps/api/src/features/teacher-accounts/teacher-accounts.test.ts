import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createCareerWithSubject,
  createClass,
  createEnrolledStudent,
  createRoom,
  createStaff,
} from '../../test/fixtures.ts';

const PASSWORD = 'Verano2026!';

describe(`teacher accounts: the admin's list, deactivation, "Mis Clases" (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let adminToken: string;
  let teacher: { userId: number; email: string };
  let ownClass: number;
  const login = (email: string) =>
    t.request({ method: 'POST', url: '/api/auth/staff/login', payload: { email, password: PASSWORD } });
  const setActive = (id: number, active: boolean) =>
    t.request({ method: 'PATCH', url: `/api/teachers/${id}`, token: adminToken, payload: { active } });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createStaff(t.db, { role: 'admin' });
    adminToken = await t.staffToken(admin.userId, 'admin');
    teacher = await createStaff(t.db, { role: 'teacher', name: 'Ana' });
    const { careerId: career, subjectId } = await createCareerWithSubject(t.db, {
      subject: { name: 'Cálculo Vectorial' },
    });
    ownClass = await createClass(t.db, {
      subjectId,
      status: 'aprobado',
      schedule: [{ dayId: 1, start: '10:00:00', end: '12:00:00' }],
    });
    const other = await createClass(t.db, { subjectId, status: 'aprobado' });
    const cancelled = await createClass(t.db, { subjectId, status: 'cancelled' });
    const roomId = await createRoom(t.db, { name: 'B-12', building: 'Edificio B', capacity: 30 });
    await t.db
      .updateTable('classes')
      .set({ id_teacher: teacher.userId, id_room: roomId })
      .where('id_class', '=', ownClass)
      .execute();
    await t.db.updateTable('classes').set({ id_teacher: teacher.userId }).where('id_class', '=', cancelled).execute();
    const otherTeacher = await createStaff(t.db, { role: 'teacher' });
    await t.db.updateTable('classes').set({ id_teacher: otherTeacher.userId }).where('id_class', '=', other).execute();
    await createEnrolledStudent(t.db, career, ownClass);
  });
  afterAll(() => t.close());

  it('lists the teacher accounts with their classes (not rejected or cancelled ones), admins only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/teachers', token: adminToken });
    expect(res.statusCode).toBe(200);
    const ana = res.json().data.find((x: { id_user: number }) => x.id_user === teacher.userId);
    expect(ana).toMatchObject({ name: 'Ana Prueba', email: teacher.email, is_active: true });
    expect(ana.classes).toEqual([
      { id_class: ownClass, subject: 'Cálculo Vectorial', clave: expect.any(String), period: 2026, status: 'aprobado' },
    ]);
    const teacherToken = await t.staffToken(teacher.userId, 'teacher');
    expect((await t.request({ method: 'GET', url: '/api/teachers', token: teacherToken })).statusCode).toBe(403);
  });

  it('"Mis Clases": the teacher reads their own classes with schedule, room and roster count', async () => {
    const token = (await login(teacher.email)).json().access_token;
    const res = await t.request({ method: 'GET', url: '/api/teachers/me/classes', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id_class: ownClass,
        subject: 'Cálculo Vectorial',
        enrolled: 1,
        room: { id_room: expect.any(Number), name: 'B-12', building: 'Edificio B' },
        Schedules: [
          expect.objectContaining({
            start_time: '10:00:00',
            end_time: '12:00:00',
            Days: expect.objectContaining({ id: 1 }),
          }),
        ],
      }),
    ]);
    const admin = await t.request({ method: 'GET', url: '/api/teachers/me/classes', token: adminToken });
    expect(admin.statusCode).toBe(403);
  });

  it('deactivation ends every session of the teacher at once and refuses sign-in; reactivation lets them back', async () => {
    const t1 = (await login(teacher.email)).json().access_token;
    const t2 = (await login(teacher.email)).json().access_token;
    const profile = (token: string) => t.request({ method: 'GET', url: '/api/auth/staff/profile', token });
    expect((await profile(t1)).statusCode).toBe(200);

    const off = await setActive(teacher.userId, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id_user: teacher.userId, is_active: false });
    for (const token of [t1, t2]) {
      expect((await profile(token)).statusCode).toBe(401);
      expect((await t.request({ method: 'GET', url: `/api/classes/${ownClass}/students`, token })).statusCode).toBe(
        401,
      );
    }
    const refused = await login(teacher.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ERROR_MESSAGES.inactiveAccount);
    const log = await t.db
      .selectFrom('activity_log')
      .select('action')
      .where('action', '=', 'staff.deactivated')
      .execute();
    expect(log).toHaveLength(1);

    expect((await setActive(teacher.userId, true)).json().is_active).toBe(true);
    const back = await login(teacher.email);
    // (A token issued in the very second of the deactivation counts as older — decision 012 — so the new
    // session itself is not checked here: that would depend on the clock.)
    expect(back.statusCode).toBe(200);
    expect((await profile(t1)).statusCode).toBe(401);
  });

  it('refuses to deactivate what is not a teacher account', async () => {
    const admin = await createStaff(t.db, { role: 'admin' });
    for (const id of [admin.userId, 999_999]) {
      const res = await setActive(id, false);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ERROR_MESSAGES.notTeacherAccount);
    }
    expect((await setActive(teacher.userId, 'no' as unknown as boolean)).statusCode).toBe(400);
  });
});
