import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import { classCounts, classScenario, enrolmentsOf, expectError, type TestStudent } from '../../test/class-scenario.ts';

const LOCKED = ['aprobado', 'rechazado', 'cancelled'] as const;
const locked = (status: string) =>
  `La inscripción y eliminación de estudiantes no está permitida para clases en estado "${status}".`;

describe(`POST /api/classes/enrollStudent (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const newClass = (opts: { status?: string; maxStudents?: number } = {}) =>
    createClass(t.db, { subjectId: s.subjectId, ...opts });
  const enrol = (payload: object, token?: string) =>
    t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload, token });
  const self = (classId: number, st: TestStudent) => enrol({ classId }, st.token);

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  describe('a student', () => {
    it('enrols in a pending class; the first one in an empty class leads it', async () => {
      const classId = await newClass();
      const first = await s.student();
      const second = await s.student();
      const a = await self(classId, first);
      expect(a.statusCode).toBe(201);
      expect(a.json()).toEqual({
        message: '¡Inscripción exitosa!',
        id_student_class: expect.any(Number),
        id_class: classId,
        id_student: first.studentId,
        group_leader: true,
        enrrolled: 1,
        max_students: 30,
      });
      const b = await enrol({ classId, student: { studentId: second.studentId, controlNumber: 'x' } }, second.token);
      expect(b.statusCode).toBe(201);
      expect(b.json()).toMatchObject({ group_leader: false, enrrolled: 2 });
      expect(await classCounts(t, classId)).toMatchObject({ enrolled: 2, rows: 2, leaders: [first.studentId] });
      expect(await enrolmentsOf(t, second.studentId)).toEqual({ counter: 1, rows: 1 });
    });

    it('cannot enrol another student (403) and nothing changes', async () => {
      const classId = await newClass();
      const me = await s.student();
      const other = await s.student();
      expectError(
        await enrol({ classId, student: { studentId: other.studentId } }, me.token),
        403,
        'No puedes inscribir ni proponer clases a nombre de otro estudiante.',
      );
      expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0, rows: 0 });
      expect(await enrolmentsOf(t, other.studentId)).toEqual({ counter: 0, rows: 0 });
      expect(await enrolmentsOf(t, me.studentId)).toEqual({ counter: 0, rows: 0 });
    });

    it.each(['aprobado', 'rechazado', 'active', 'cancelled'])(
      'cannot enrol in a class in status %s',
      async (status) => {
        const classId = await newClass({ status });
        const me = await s.student();
        expectError(await self(classId, me), 409, 'La inscripción solo está abierta mientras la clase está pendiente.');
        expect(await enrolmentsOf(t, me.studentId)).toEqual({ counter: 0, rows: 0 });
      },
    );

    it('cannot enrol in a full class', async () => {
      const classId = await newClass({ maxStudents: 2 });
      for (let i = 0; i < 2; i++) expect((await self(classId, await s.student())).statusCode).toBe(201);
      const late = await s.student();
      expectError(await self(classId, late), 409, 'La clase ya está llena.');
      expect(await classCounts(t, classId)).toMatchObject({ enrolled: 2, rows: 2 });
      expect(await enrolmentsOf(t, late.studentId)).toEqual({ counter: 0, rows: 0 });
    });

    it('cannot enrol twice in the same class; the counters stay put', async () => {
      const classId = await newClass();
      const me = await s.student();
      expect((await self(classId, me)).statusCode).toBe(201);
      expectError(await self(classId, me), 409, 'Ya estás inscrito en esta clase.');
      expect(await classCounts(t, classId)).toMatchObject({ enrolled: 1, rows: 1 });
      expect(await enrolmentsOf(t, me.studentId)).toEqual({ counter: 1, rows: 1 });
    });

    it('cannot take a third class', async () => {
      const me = await s.student();
      const [c1, c2, c3] = [await newClass(), await newClass(), await newClass()];
      expect((await self(c1, me)).statusCode).toBe(201);
      expect((await self(c2, me)).statusCode).toBe(201);
      expectError(await self(c3, me), 409, 'Has alcanzado el máximo de 2 inscripciones.');
      expect(await classCounts(t, c3)).toMatchObject({ enrolled: 0, rows: 0 });
      expect(await enrolmentsOf(t, me.studentId)).toEqual({ counter: 2, rows: 2 });
      // Enrolling again where they already are says so, even at the limit.
      expectError(await self(c2, me), 409, 'Ya estás inscrito en esta clase.');
    });

    it('is told when the class does not exist or the body has no class', async () => {
      const me = await s.student();
      expectError(await self(999999, me), 404, 'La clase no existe.');
      expectError(await enrol({}, me.token), 400, 'No se pudo obtener el ID de la clase.');
      expectError(await enrol({ classId: 'abc' }, me.token), 400, 'No se pudo obtener el ID de la clase.');
    });

    it('needs a student profile; teachers and anonymous callers are refused', async () => {
      const classId = await newClass();
      const nobody = await s.unregistered();
      expectError(
        await enrol({ classId }, nobody.token),
        403,
        'Debes estar registrado como estudiante para inscribirte a una clase.',
      );
      expectError(
        await enrol({ classId, student: { studentId: 1 } }, s.teacherToken),
        403,
        'No tienes permisos para realizar esta acción: se requiere un administrador.',
      );
      expectError(await enrol({ classId }), 401, 'Autenticación requerida');
      expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0, rows: 0 });
    });
  });

  describe('an admin', () => {
    const adminEnrol = (classId: number, studentId?: number) =>
      enrol({ classId, ...(studentId === undefined ? {} : { student: { studentId } }) }, s.adminToken);

    it.each(['pendiente', 'active'])('enrols any registered student in a %s class', async (status) => {
      const classId = await newClass({ status });
      const st = await s.student();
      const res = await adminEnrol(classId, st.studentId);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ id_student: st.studentId, group_leader: true, enrrolled: 1 });
      expect(await enrolmentsOf(t, st.studentId)).toEqual({ counter: 1, rows: 1 });
    });

    it.each(LOCKED)('is refused for a %s class', async (status) => {
      const classId = await newClass({ status });
      const st = await s.student();
      expectError(await adminEnrol(classId, st.studentId), 409, locked(status));
      expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0, rows: 0 });
      expect(await enrolmentsOf(t, st.studentId)).toEqual({ counter: 0, rows: 0 });
    });

    it('never over the seats, twice, or a third class', async () => {
      const full = await newClass({ maxStudents: 1 });
      const a = await s.student();
      const b = await s.student();
      expect((await adminEnrol(full, a.studentId)).statusCode).toBe(201);
      expectError(await adminEnrol(full, b.studentId), 409, 'La clase ya está llena.');
      const open = await newClass();
      expect((await adminEnrol(open, a.studentId)).statusCode).toBe(201);
      expectError(await adminEnrol(open, a.studentId), 409, 'El estudiante ya está inscrito en esta clase.');
      expectError(
        await adminEnrol(await newClass(), a.studentId),
        409,
        'El estudiante ya alcanzó el máximo de 2 inscripciones.',
      );
      expect(await enrolmentsOf(t, a.studentId)).toEqual({ counter: 2, rows: 2 });
    });

    it('must name a student that exists', async () => {
      const classId = await newClass();
      expectError(await adminEnrol(classId), 400, 'Por favor, selecciona un estudiante para inscribir.');
      expectError(await adminEnrol(classId, 987654), 404, 'Estudiante seleccionado no encontrado.');
      expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0, rows: 0 });
    });
  });
});

describe(`DELETE /api/classes/:id/student/:studentId (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const remove = (classId: number, studentId: number, token: string | undefined = s.adminToken) =>
    t.request({ method: 'DELETE', url: `/api/classes/${classId}/student/${studentId}`, token });
  const setStatus = (classId: number, status: string) =>
    t.db.updateTable('classes').set({ status }).where('id_class', '=', classId).execute();

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it.each(['pendiente', 'active'])('removes a student from a %s class, both counters down', async (status) => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const [a, b] = [await s.student(), await s.student()];
    await enrolDirectly(t.db, a.studentId, classId, true);
    await enrolDirectly(t.db, b.studentId, classId);
    await setStatus(classId, status);
    const res = await remove(classId, b.studentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'El estudiante ha sido eliminado de la clase exitosamente.',
      id_class: classId,
      id_student: b.studentId,
      enrrolled: 1,
      new_group_leader: null,
    });
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 1, rows: 1, leaders: [a.studentId] });
    expect(await enrolmentsOf(t, b.studentId)).toEqual({ counter: 0, rows: 0 });
  });

  it.each(LOCKED)('is refused for a %s class and changes nothing', async (status) => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const a = await s.student();
    await enrolDirectly(t.db, a.studentId, classId, true);
    // A rejected or cancelled class has released its students (issue 15): through the real route.
    const released = status === 'rechazado' || status === 'cancelled';
    if (released) {
      const res = await t.request({
        method: 'POST',
        url: `/api/classes/${classId}/status/${status}`,
        token: s.adminToken,
        payload: { reason: 'Motivo de prueba.' },
      });
      expect(res.statusCode).toBe(200);
    } else await setStatus(classId, status);
    expectError(await remove(classId, a.studentId), 409, locked(status));
    expect(await classCounts(t, classId)).toMatchObject({
      enrolled: released ? 0 : 1,
      rows: 1,
      leaders: [a.studentId],
    });
    const counted = released ? 0 : 1;
    expect(await enrolmentsOf(t, a.studentId)).toEqual({ counter: counted, rows: counted });
  });

  it('answers 404 for a student not in the class and for an unknown class', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const a = await s.student();
    const outsider = await s.student();
    await enrolDirectly(t.db, outsider.studentId, await createClass(t.db, { subjectId: s.subjectId }));
    expectError(await remove(classId, a.studentId), 404, 'El estudiante no está inscrito en esta clase.');
    await enrolDirectly(t.db, a.studentId, classId, true);
    expectError(await remove(classId, outsider.studentId), 404, 'El estudiante no está inscrito en esta clase.');
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 1, rows: 1 });
    expect(await enrolmentsOf(t, outsider.studentId)).toEqual({ counter: 1, rows: 1 });
    expectError(await remove(999999, a.studentId), 404, 'La clase no existe.');
    expectError(
      await t.request({ method: 'DELETE', url: `/api/classes/x/student/1`, token: s.adminToken }),
      400,
      /La clase/,
    );
  });

  it('is for admins only', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const a = await s.student();
    await enrolDirectly(t.db, a.studentId, classId, true);
    const admin = 'No tienes permisos para realizar esta acción: se requiere un administrador.';
    expectError(await remove(classId, a.studentId, a.token), 403, admin);
    expectError(await remove(classId, a.studentId, s.teacherToken), 403, admin);
    expectError(await remove(classId, a.studentId, ''), 401, 'Token de staff requerido');
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 1, rows: 1 });
  });

  it('passes leadership to the earliest remaining enrolment when the leader is removed', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const [lead, second, third] = [await s.student(), await s.student(), await s.student()];
    for (const st of [lead, second, third]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/classes/enrollStudent',
        payload: { classId },
        token: st.token,
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await classCounts(t, classId)).leaders).toEqual([lead.studentId]);

    // Removing someone else keeps the leader.
    const r0 = await remove(classId, third.studentId);
    expect(r0.json().new_group_leader).toBeNull();
    expect((await classCounts(t, classId)).leaders).toEqual([lead.studentId]);
    // The third student comes back: now the latest enrolment.
    expect(
      (await t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload: { classId }, token: third.token }))
        .statusCode,
    ).toBe(201);

    const r1 = await remove(classId, lead.studentId);
    expect(r1.json()).toMatchObject({ enrrolled: 2, new_group_leader: second.studentId });
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 2, rows: 2, leaders: [second.studentId] });
    const members = await t.request({ method: 'GET', url: `/api/classes/${classId}/students`, token: third.token });
    expect(members.json().meta.leaders).toBe(1);
    expect(members.json().data[0]).toMatchObject({ id_student: second.studentId, group_leader: true });
    const detail = await t.request({ method: 'GET', url: `/api/classes/${classId}`, token: third.token });
    expect(detail.json().ResponsibleStudent.id_student).toBe(second.studentId);

    const r2 = await remove(classId, second.studentId);
    expect(r2.json()).toMatchObject({ enrrolled: 1, new_group_leader: third.studentId });
    const r3 = await remove(classId, third.studentId);
    expect(r3.json()).toMatchObject({ enrrolled: 0, new_group_leader: null });
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0, rows: 0, leaders: [] });

    // The class is empty again: the next student to enrol leads it.
    const next = await t.request({
      method: 'POST',
      url: '/api/classes/enrollStudent',
      payload: { classId },
      token: lead.token,
    });
    expect(next.json()).toMatchObject({ group_leader: true, enrrolled: 1 });
  });

  it('frees a place in the student limit', async () => {
    const me = await s.student();
    const [c1, c2, c3] = [
      await createClass(t.db, { subjectId: s.subjectId }),
      await createClass(t.db, { subjectId: s.subjectId }),
      await createClass(t.db, { subjectId: s.subjectId }),
    ];
    await enrolDirectly(t.db, me.studentId, c1, true);
    await enrolDirectly(t.db, me.studentId, c2, true);
    const enrol = () =>
      t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload: { classId: c3 }, token: me.token });
    expect((await enrol()).statusCode).toBe(409);
    expect((await remove(c1, me.studentId)).statusCode).toBe(200);
    expect((await enrol()).statusCode).toBe(201);
    expect(await enrolmentsOf(t, me.studentId)).toEqual({ counter: 2, rows: 2 });
  });
});
