import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import {
  classCounts,
  classProposal,
  classScenario,
  countClasses,
  enrolmentsOf,
  expectError,
  useClassScenario,
  enrolRequest,
} from '../../test/class-scenario.ts';

describe(`POST /api/classes by an admin (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario();
  const form = (over: Record<string, unknown> = {}) => classProposal(ctx.s, over);
  const post = (payload: object, token?: string) =>
    ctx.t.request({ method: 'POST', url: '/api/classes', payload, token });
  const classCount = () => countClasses(ctx.t);

  it('lets an admin create a class open for enrolment, without leader or WhatsApp link', async () => {
    const res = await post(form({ whatsappLink: null, description: '' }), ctx.s.adminToken);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pendiente',
      enrrolled: 0,
      max_students: 30,
      whatsapp_link: null,
      description: null,
      ResponsibleStudent: null,
    });
    const created = await ctx.t.db
      .selectFrom('classes')
      .select('created_by')
      .where('id_class', '=', res.json().id_class)
      .executeTakeFirstOrThrow();
    expect(created.created_by).toBe(ctx.s.admin.userId);
    const student = await ctx.s.student();
    const enrol = await enrolRequest(ctx.t, { classId: res.json().id_class }, student.token);
    expect(enrol.statusCode).toBe(201);
  });

  it('enrols the responsible student an admin names as leader; control number and phone are informative', async () => {
    const leader = await ctx.s.student({ name: 'Luis', paternal: 'Canul' });
    const res = await post(
      form({ responsibleStudent: { studentId: leader.studentId, controlNumber: 'X', studentPhone: '000' } }),
      ctx.s.adminToken,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      enrrolled: 1,
      ResponsibleStudent: { id_student: leader.studentId, student_name: 'Luis Canul' },
    });
    expect(await classCounts(ctx.t, res.json().id_class)).toMatchObject({
      enrolled: 1,
      rows: 1,
      leaders: [leader.studentId],
    });
    expect(await enrolmentsOf(ctx.t, leader.studentId)).toEqual({ counter: 1, rows: 1 });
  });

  it('creates nothing when the responsible student is unknown or at the limit', async () => {
    const before = await classCount();
    expectError(
      await post(form({ responsibleStudent: { studentId: 987654 } }), ctx.s.adminToken),
      404,
      'Estudiante seleccionado no encontrado.',
    );
    const busy = await ctx.s.student();
    for (let i = 0; i < 2; i++)
      await enrolDirectly(ctx.t.db, busy.studentId, await createClass(ctx.t.db, { subjectId: ctx.s.subjectId }));
    const afterSetup = await classCount();
    expect(afterSetup).toBe(before + 2);
    expectError(
      await post(form({ responsibleStudent: { studentId: busy.studentId } }), ctx.s.adminToken),
      409,
      'El estudiante ya alcanzó el máximo de 2 inscripciones.',
    );
    expect(await classCount()).toBe(afterSetup);
  });
});

describe(`POST /api/classes with CLASS_MAX_STUDENTS (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CLASS_MAX_STUDENTS: '12', CLASS_MIN_STUDENTS: '10' });
  });
  afterAll(() => t.close());

  it("gives new classes their period's seats, which default to the configured number", async () => {
    const s = await classScenario(t);
    const dates = {
      proposalsOpen: '2027-04-19',
      proposalsClose: '2027-05-28',
      enrolmentOpen: '2027-05-03',
      enrolmentClose: '2027-06-11',
      publication: '2027-06-18',
      classesStart: '2027-07-05',
      classesEnd: '2027-08-13',
      gradesDue: '2027-08-20',
    };
    const period = await t.request({
      method: 'POST',
      url: '/api/periods',
      token: s.adminToken,
      payload: { year: 2027, ...dates },
    });
    expect(period.json()).toMatchObject({ maxStudents: 12 });
    const res = await t.request({
      method: 'POST',
      url: '/api/classes',
      token: s.adminToken,
      payload: {
        subjectId: s.subjectId,
        clave: s.clave,
        period: 2027,
        schedule: [{ dayId: 5, startTime: '14:00', endTime: '16:30' }],
        shift: 'vespertino',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ max_students: 12, period: 2027 });
  });

  it('refuses a class whose period does not exist', async () => {
    const s = await classScenario(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/classes',
      token: s.adminToken,
      payload: {
        subjectId: s.subjectId,
        clave: s.clave,
        period: 2031,
        schedule: [{ dayId: 5, startTime: '14:00', endTime: '16:30' }],
        shift: 'vespertino',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El periodo de la clase no existe: un administrador debe crearlo en «Calendario».');
  });
});
