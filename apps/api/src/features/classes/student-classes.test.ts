import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createStudentUser, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, expectError, type TestStudent } from '../../test/class-scenario.ts';

describe(`GET /api/classes/student (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const mine = (token?: string, query = '') => t.request({ method: 'GET', url: `/api/classes/student${query}`, token });

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it("answers an array of the caller's classes, as a member sees them", async () => {
    const me = await s.student();
    const led = await createClass(t.db, { subjectId: s.subjectId, createdBy: me.userId });
    const joined = await createClass(t.db, {
      subjectId: s.subjectId,
      status: 'aprobado',
      shift: 'vespertino',
      schedule: [{ dayId: 2, start: '16:00:00', end: '18:00:00' }],
    });
    const someoneElse = await s.student();
    await enrolDirectly(t.db, someoneElse.studentId, joined, true);
    await enrolDirectly(t.db, me.studentId, led, true);
    await enrolDirectly(t.db, me.studentId, joined);
    await t.db
      .insertInto('class_status_history')
      .values([
        {
          id_class: joined,
          from_status: 'pendiente',
          to_status: 'rechazado',
          comment: 'Primero no.',
          changed_by: s.admin.userId,
          changed_at: '2026-03-01T10:00:00.000Z',
        },
        {
          id_class: joined,
          from_status: 'rechazado',
          to_status: 'pendiente',
          comment: null,
          changed_by: s.admin.userId,
          changed_at: '2026-03-02T10:00:00.000Z',
        },
        {
          id_class: joined,
          from_status: 'pendiente',
          to_status: 'aprobado',
          comment: 'Ahora sí.',
          changed_by: null,
          changed_at: '2026-03-03T10:00:00.000Z',
        },
      ])
      .execute();

    const res = await mine(me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      id_class: led,
      status: 'pendiente',
      group_leader: true,
      max_students: 30,
      enrrolled: 1,
      whatsapp_link: 'https://chat.whatsapp.com/PruebaGrupo12345',
      Subjects: { id_subject: s.subjectId, clave: s.clave },
      Schedules: [{ Days: { name: 'Lunes' } }, { Days: { name: 'Miércoles' } }],
      ResponsibleStudent: { id_student: me.studentId },
      latest_review: null,
    });
    expect(body[1]).toMatchObject({
      id_class: joined,
      status: 'aprobado',
      group_leader: false,
      enrrolled: 2,
      shift: 'vespertino',
      Schedules: [{ Days: { name: 'Martes' }, start_time: '16:00:00', end_time: '18:00:00' }],
      ResponsibleStudent: { id_student: someoneElse.studentId, student_phone: expect.any(String) },
      latest_review: { from_status: 'pendiente', to_status: 'aprobado', comment: 'Ahora sí.', changed_by: null },
    });
  });

  it('answers an empty array without classes or without a student record', async () => {
    const fresh = await s.student();
    expect((await mine(fresh.token)).json()).toEqual([]);
    const nobody = await s.unregistered();
    const res = await mine(nobody.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("accepts the caller's own id_student and refuses another one", async () => {
    const me = await s.student();
    const other = await s.student();
    expect((await mine(me.token, `?id_student=${me.studentId}`)).statusCode).toBe(200);
    expectError(
      await mine(me.token, `?id_student=${other.studentId}`),
      403,
      'No tienes permisos para realizar esta acción.',
    );
  });

  it('is for students only', async () => {
    expectError(await mine(s.adminToken), 403, 'Esta acción solo está disponible para estudiantes.');
    expectError(await mine(), 401, 'Autenticación requerida');
  });
});

describe(`GET /api/classes/:id/students (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let classId: number;
  let leader: TestStudent;
  let members: TestStudent[];
  const list = (token?: string, query = '', id: number | string = classId) =>
    t.request({ method: 'GET', url: `/api/classes/${id}/students${query}`, token });

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
    classId = await createClass(t.db, { subjectId: s.subjectId });
    const first = await createStudentUser(t.db, {
      name: 'Zoe',
      paternal: 'Ake',
      maternal: 'May',
      email: 'zoe.ake@tec.example',
      profile: { careerId: s.careerId, controlNumber: 'B21390077', phone: '529831112233' },
    });
    members = [await s.student(), await s.student(), await s.student()];
    // Zoe enrols first but a later student leads (leadership handed over earlier).
    await enrolDirectly(t.db, first.studentId!, classId);
    for (const [i, m] of members.entries()) await enrolDirectly(t.db, m.studentId, classId, i === 1);
    leader = members[1]!;
  });
  afterAll(() => t.close());

  it('lists the class students for a member: leader first, then in the order they joined', async () => {
    const res = await list(members[0]!.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ page: 1, totalPages: 1, total: 4, leaders: 1 });
    expect(body.data.map((d: { id_student: number }) => d.id_student)).toEqual([
      leader.studentId,
      expect.any(Number),
      members[0]!.studentId,
      members[2]!.studentId,
    ]);
    expect(body.data[0].group_leader).toBe(true);
    expect(body.data[1]).toEqual({
      id_student_class: expect.any(Number),
      id_student: expect.any(Number),
      group_leader: false,
      student: {
        id_student: body.data[1].id_student,
        control_number: 'B21390077',
        career: { name: expect.stringMatching(/^Carrera/) },
        phone: '529831112233',
        user: {
          id_user: expect.any(Number),
          name: 'Zoe',
          paternal_surname: 'Ake',
          maternal_surname: 'May',
          email: 'zoe.ake@tec.example',
        },
      },
    });
  });

  it('lets the leader and admins see it too, not a teacher of other classes (teachers/teacher-roster-access.test.ts)', async () => {
    for (const token of [leader.token, s.adminToken]) {
      const res = await list(token);
      expect(res.statusCode).toBe(200);
      expect(res.json().meta.total).toBe(4);
    }
    expectError(await list(s.teacherToken), 403, ERROR_MESSAGES.notClassTeacher);
  });

  it('pages with page and pagesize', async () => {
    const p2 = (await list(members[0]!.token, '?page=2&pagesize=3')).json();
    expect(p2.meta).toEqual({ page: 2, totalPages: 2, total: 4, leaders: 1 });
    expect(p2.data.map((d: { id_student: number }) => d.id_student)).toEqual([members[2]!.studentId]);
    expectError(await list(s.adminToken, '?pagesize=0'), 400, /El tamaño de página/);
    expectError(await list(s.adminToken, '?pagesize=101'), 400, /El tamaño de página/);
  });

  it('refuses students outside the class: phones and emails are not public', async () => {
    const outsider = await s.student();
    const message = 'Solo los estudiantes inscritos en esta clase pueden ver a sus compañeros.';
    expectError(await list(outsider.token), 403, message);
    expectError(await list((await s.unregistered()).token), 403, message);
    expectError(await list(), 401, 'Autenticación requerida');
  });

  it('answers 404 for an unknown class', async () => {
    expectError(await list(s.adminToken, '', 999999), 404, 'La clase no existe.');
    expectError(await list(members[0]!.token, '', 999999), 404, 'La clase no existe.');
  });

  it('answers an empty page for a class without students', async () => {
    const empty = await createClass(t.db, { subjectId: s.subjectId });
    expect((await list(s.adminToken, '', empty)).json()).toEqual({
      data: [],
      meta: { page: 1, totalPages: 0, total: 0, leaders: 0 },
    });
  });
});
