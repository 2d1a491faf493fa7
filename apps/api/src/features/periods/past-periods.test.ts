import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/domain/error-codes';
import { SUMMER_2071_DATES } from '../../test/summer-2071.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classCounts, classScenario, expectError, type ClassScenario } from '../../test/class-scenario.ts';
import { createClass, createRoom, createStaff, enrolDirectly } from '../../test/fixtures.ts';
import type { SettableClock } from '../../lib/clock.ts';

/** 2070's summer, a year before the far summer of the calendar's tests: past on the tests' clock. */
const PAST_DATES = Object.fromEntries(
  Object.entries(SUMMER_2071_DATES).map(([field, day]) => [field, day.replace('2071', '2070')]),
);
const CLOSED = 'Verano 2070 ya concluyó: sus clases solo se consultan y no admiten cambios.';

/** A past summer only reads: every change to one of its classes is refused, an administrator's too. */
describe(`past summers are read-only (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: ClassScenario;
  let past: number;
  let current: number;
  let studentId: number;
  let teacherId: number;
  let roomId: number;

  beforeAll(async () => {
    process.env['TZ'] = 'UTC';
    t = await createTestApp({ CLOCK_AT: '2070-07-01T12:00:00Z' });
    s = await classScenario(t);
    for (const [year, dates] of [
      [2070, PAST_DATES],
      [2071, SUMMER_2071_DATES],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/periods',
        token: s.adminToken,
        payload: { year, ...dates },
      });
      expect(res.statusCode).toBe(201);
    }
    past = await createClass(t.db, { subjectId: s.subjectId, period: 2070, status: 'aprobado' });
    current = await createClass(t.db, { subjectId: s.subjectId, period: 2071, status: 'aprobado' });
    const student = await s.student();
    studentId = student.studentId;
    await enrolDirectly(t.db, studentId, past, true);
    teacherId = (await createStaff(t.db, { role: 'teacher' })).userId;
    roomId = await createRoom(t.db, { name: 'B-2', building: 'Edificio B', capacity: 40 });
    // A year later: 2070's grades were due last August.
    (t.app.clock as SettableClock).set(new Date('2071-05-10T12:00:00Z'));
  });
  afterAll(() => t.close());

  const changes = (classId: number) =>
    [
      { method: 'POST', url: `/api/classes/${classId}/status/cancelled`, payload: { reason: 'Sin docente' } },
      {
        method: 'PATCH',
        url: `/api/classes/${classId}/class`,
        payload: { whatsappLink: 'https://chat.whatsapp.com/Otro12345678' },
      },
      { method: 'PUT', url: `/api/classes/${classId}/teacher`, payload: { staffId: teacherId } },
      { method: 'PUT', url: `/api/classes/${classId}/room`, payload: { roomId } },
      { method: 'PATCH', url: `/api/classes/${classId}/capacity`, payload: { maxStudents: 25 } },
      {
        method: 'PUT',
        url: `/api/classes/${classId}/schedule`,
        payload: { schedule: [{ dayId: 3, startTime: '08:00', endTime: '10:00' }] },
      },
      {
        method: 'POST',
        url: `/api/classes/${classId}/mobility-students`,
        payload: {
          name: 'Ana',
          paternalSurname: 'Ruiz',
          institute: 'TecNM Campus Mérida',
          email: 'ana.ruiz@example.mx',
          phone: '9991234567',
          controlNumber: 'M2070001',
        },
      },
      { method: 'DELETE', url: `/api/classes/${classId}/student/${studentId}` },
    ] as const;

  it('refuses every change to a past class, an administrator’s too, with a stable code; nothing changes', async () => {
    const before = await classCounts(t, past);
    const row = () =>
      t.db
        .selectFrom('classes')
        .select(['status', 'whatsapp_link', 'id_teacher', 'id_room', 'max_students'])
        .where('id_class', '=', past)
        .executeTakeFirstOrThrow();
    const rowBefore = await row();
    for (const change of changes(past)) {
      const res = await t.request({ ...change, token: s.adminToken });
      expectError(res, 409, CLOSED, ERROR_CODES.periodClosed);
    }
    expect(await classCounts(t, past)).toEqual(before);
    expect(await row()).toEqual(rowBefore);
    expect(rowBefore).toMatchObject({ status: 'aprobado', id_teacher: null, id_room: null });
  });

  it('the group leader may not change a past class’s link either', async () => {
    const leader = await t.db
      .selectFrom('students')
      .innerJoin('users', 'users.id_user', 'students.id_user')
      .select('users.email')
      .where('students.id_student', '=', studentId)
      .executeTakeFirstOrThrow();
    const res = await t.request({
      method: 'PATCH',
      url: `/api/classes/${past}/class`,
      token: await t.studentToken(leader.email),
      payload: { whatsappLink: 'https://chat.whatsapp.com/Otro12345678' },
    });
    expectError(res, 409, CLOSED, ERROR_CODES.periodClosed);
  });

  it('the same changes pass on a class of the current summer', async () => {
    for (const change of changes(current).slice(1, 4)) {
      const res = await t.request({ ...change, token: s.adminToken });
      expect({ url: change.url, status: res.statusCode }).toEqual({ url: change.url, status: 200 });
    }
  });
});
