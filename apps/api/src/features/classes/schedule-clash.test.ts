import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createSubject, enrolDirectly } from '../../test/fixtures.ts';
import { classCounts, classScenario, enrolmentsOf, expectError } from '../../test/class-scenario.ts';

const WA = 'https://chat.whatsapp.com/GrupoVerano2026AbC';
const MWF = (start: string, end: string) => [1, 3, 5].map((dayId) => ({ dayId, start, end }));
const MW = (start: string, end: string) => [1, 3].map((dayId) => ({ dayId, start, end }));
const CLASH = 'El horario se empalma con Cálculo Integral (lunes 10:00–12:00).';

/** A student never holds two clashing classes that count, whoever enrols them. */
describe(`schedule clashes (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let calculo: number;
  let quimica: number;
  const at = (subjectId: number, schedule: { dayId: number; start: string; end: string }[], period = 2026) =>
    createClass(t.db, { subjectId, schedule, period });
  const enrol = (classId: number, token: string, studentId?: number) =>
    t.request({
      method: 'POST',
      url: '/api/classes/enrollStudent',
      payload: { classId, ...(studentId ? { student: { studentId } } : {}) },
      token,
    });

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
    calculo = await createSubject(t.db, { name: 'Cálculo Integral', careerIds: [s.careerId] });
    quimica = await createSubject(t.db, { name: 'Química', careerIds: [s.careerId] });
  });
  afterAll(() => t.close());

  it('a student enrolled 10:00–12:00 cannot enrol in 07:30–10:30 the same days: 409 naming the class', async () => {
    const held = await at(calculo, MW('10:00:00', '12:00:00'));
    const other = await at(quimica, MWF('07:30:00', '10:30:00'));
    const me = await s.student();
    expect((await enrol(held, me.token)).statusCode).toBe(201);
    expectError(await enrol(other, me.token), 409, CLASH);
    expect(await classCounts(t, other)).toMatchObject({ enrolled: 0, rows: 0 });
    expect(await enrolmentsOf(t, me.studentId)).toEqual({ counter: 1, rows: 1 });
  });

  it('touching ranges, other days and another period do not clash', async () => {
    const held = await at(calculo, MW('10:00:00', '12:00:00'));
    const me = await s.student();
    await enrolDirectly(t.db, me.studentId, held);
    const after = await at(quimica, MW('12:00:00', '14:00:00'));
    expect((await enrol(after, me.token)).statusCode).toBe(201);
    const me2 = await s.student();
    await enrolDirectly(t.db, me2.studentId, held);
    expect(
      (await enrol(await at(quimica, [{ dayId: 2, start: '10:00:00', end: '12:00:00' }]), me2.token)).statusCode,
    ).toBe(201);
    const me3 = await s.student();
    await enrolDirectly(t.db, me3.studentId, held);
    expect((await enrol(await at(quimica, MW('10:00:00', '12:00:00'), 2027), me3.token)).statusCode).toBe(201);
  });

  it('a released (rejected or cancelled) class no longer clashes', async () => {
    const held = await at(calculo, MW('10:00:00', '12:00:00'));
    const me = await s.student();
    expect((await enrol(held, me.token)).statusCode).toBe(201);
    const res = await t.request({
      method: 'POST',
      url: `/api/classes/${held}/status/rechazado`,
      payload: {},
      token: s.adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect((await enrol(await at(quimica, MW('10:00:00', '12:00:00')), me.token)).statusCode).toBe(201);
  });

  it('an admin enrolment is refused the same way', async () => {
    const held = await at(calculo, MW('10:00:00', '12:00:00'));
    const other = await at(quimica, MW('11:00:00', '13:00:00'));
    const st = await s.student();
    await enrolDirectly(t.db, st.studentId, held);
    expectError(await enrol(other, s.adminToken, st.studentId), 409, CLASH);
    expect(await enrolmentsOf(t, st.studentId)).toEqual({ counter: 1, rows: 1 });
  });

  it('a proposal whose schedule clashes is refused and no class is created (the proposer would be enrolled)', async () => {
    const held = await at(calculo, MW('10:00:00', '12:00:00'));
    const me = await s.student();
    await enrolDirectly(t.db, me.studentId, held);
    const before = await t.db
      .selectFrom('classes')
      .select(t.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.request({
      method: 'POST',
      url: '/api/classes',
      token: me.token,
      payload: {
        subjectId: s.subjectId,
        clave: s.clave,
        period: 2026,
        schedule: [
          { dayId: 1, startTime: '10:00', endTime: '12:00' },
          { dayId: 3, startTime: '10:00', endTime: '12:00' },
        ],
        whatsappLink: WA,
      },
    });
    expectError(res, 409, CLASH);
    const after = await t.db.selectFrom('classes').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await enrolmentsOf(t, me.studentId)).toEqual({ counter: 1, rows: 1 });
  });

  describe('an admin schedule change', () => {
    const put = (classId: number, schedule: object[]) =>
      t.request({ method: 'PUT', url: `/api/classes/${classId}/schedule`, payload: { schedule }, token: s.adminToken });

    it('that would make enrolled students clash is refused saying how many; nothing changes', async () => {
      const held = await at(calculo, MW('10:00:00', '12:00:00'));
      const moving = await at(quimica, [{ dayId: 2, start: '10:00:00', end: '12:00:00' }]);
      const [a, b, c] = [await s.student(), await s.student(), await s.student()];
      for (const st of [a, b]) {
        await enrolDirectly(t.db, st.studentId, held);
        await enrolDirectly(t.db, st.studentId, moving);
      }
      await enrolDirectly(t.db, c.studentId, moving);
      const res = await put(moving, [{ dayId: 3, startTime: '11:00', endTime: '13:00' }]);
      expectError(res, 409, /se empalma con otras clases de 2 estudiantes inscritos/);
      const rows = await t.db.selectFrom('class_schedules').selectAll().where('id_class', '=', moving).execute();
      expect(rows.map((r) => [r.id_day, r.start_time])).toEqual([[2, '10:00:00']]);
    });

    it('without clashes replaces the schedule (and recomputes the shift)', async () => {
      const held = await at(calculo, MW('10:00:00', '12:00:00'));
      const moving = await at(quimica, [{ dayId: 2, start: '10:00:00', end: '12:00:00' }]);
      const st = await s.student();
      await enrolDirectly(t.db, st.studentId, held);
      await enrolDirectly(t.db, st.studentId, moving);
      const res = await put(moving, [{ dayId: 3, startTime: '16:00', endTime: '18:00' }]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ shift: 'vespertino', Schedules: [{ id_day: 3, start_time: '16:00:00' }] });
    });

    it('bad input is a 400 with the form message; only admins', async () => {
      const cls = await at(quimica, MW('10:00:00', '12:00:00'));
      expectError(await put(cls, []), 400, /Debes seleccionar al menos un día de la semana./);
      expectError(
        await put(cls, [{ dayId: 1, startTime: '12:00', endTime: '10:00' }]),
        400,
        /La hora de inicio debe ser menor que la hora de fin./,
      );
      const st = await s.student();
      const res = await t.request({ method: 'PUT', url: `/api/classes/${cls}/schedule`, payload: {}, token: st.token });
      expect(res.statusCode).toBe(403);
    });
  });

  it('two parallel enrolments of one student into two clashing classes: at most one succeeds (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const a = await at(calculo, MW('10:00:00', '12:00:00'));
      const b = await at(quimica, MWF('07:30:00', '10:30:00'));
      const me = await s.student();
      const results = await Promise.all([enrol(a, me.token), enrol(b, me.token)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409]);
      const refused = results.find((r) => r.statusCode === 409)!;
      expect(refused.json().message).toMatch(/^El horario se empalma con (Cálculo Integral|Química) \(lunes/);
      expect(await enrolmentsOf(t, me.studentId)).toEqual({ counter: 1, rows: 1 });
    }
  });
});
