import { describe, expect, it } from 'vitest';
import { createClass } from '../../test/fixtures.ts';
import {
  classCounts,
  enrolmentsOf,
  expectError,
  LOCKED_STATUSES as LOCKED,
  lockedMessage as locked,
  type TestStudent,
  useClassScenario,
} from '../../test/class-scenario.ts';

describe(`POST /api/classes/enrollStudent (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario();
  const newClass = (opts: { status?: string; maxStudents?: number } = {}) =>
    createClass(ctx.t.db, { subjectId: ctx.s.subjectId, ...opts });
  const enrol = (payload: object, token?: string) =>
    ctx.t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload, token });
  const self = (classId: number, st: TestStudent) => enrol({ classId }, st.token);

  describe('a student', () => {
    it('enrols in a pending class; the first one in an empty class leads it', async () => {
      const classId = await newClass();
      const first = await ctx.s.student();
      const second = await ctx.s.student();
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
      expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 2, rows: 2, leaders: [first.studentId] });
      expect(await enrolmentsOf(ctx.t, second.studentId)).toEqual({ counter: 1, rows: 1 });
    });

    it('cannot enrol another student (403) and nothing changes', async () => {
      const classId = await newClass();
      const me = await ctx.s.student();
      const other = await ctx.s.student();
      expectError(
        await enrol({ classId, student: { studentId: other.studentId } }, me.token),
        403,
        'No puedes inscribir ni proponer clases a nombre de otro estudiante.',
      );
      expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 0, rows: 0 });
      expect(await enrolmentsOf(ctx.t, other.studentId)).toEqual({ counter: 0, rows: 0 });
      expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 0, rows: 0 });
    });

    it.each(['aprobado', 'rechazado', 'active', 'cancelled'])(
      'cannot enrol in a class in status %s',
      async (status) => {
        const classId = await newClass({ status });
        const me = await ctx.s.student();
        expectError(await self(classId, me), 409, 'La inscripción solo está abierta mientras la clase está pendiente.');
        expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 0, rows: 0 });
      },
    );

    it('cannot enrol in a full class', async () => {
      const classId = await newClass({ maxStudents: 2 });
      for (let i = 0; i < 2; i++) expect((await self(classId, await ctx.s.student())).statusCode).toBe(201);
      const late = await ctx.s.student();
      expectError(await self(classId, late), 409, 'La clase ya está llena.');
      expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 2, rows: 2 });
      expect(await enrolmentsOf(ctx.t, late.studentId)).toEqual({ counter: 0, rows: 0 });
    });

    it('cannot enrol twice in the same class; the counters stay put', async () => {
      const classId = await newClass();
      const me = await ctx.s.student();
      expect((await self(classId, me)).statusCode).toBe(201);
      expectError(await self(classId, me), 409, 'Ya estás inscrito en esta clase.');
      expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 1, rows: 1 });
      expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 1, rows: 1 });
    });

    it('cannot take a third class', async () => {
      const me = await ctx.s.student();
      const [c1, c2, c3] = [await newClass(), await newClass(), await newClass()];
      expect((await self(c1, me)).statusCode).toBe(201);
      expect((await self(c2, me)).statusCode).toBe(201);
      expectError(await self(c3, me), 409, 'Has alcanzado el máximo de 2 inscripciones.');
      expect(await classCounts(ctx.t, c3)).toMatchObject({ enrolled: 0, rows: 0 });
      expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 2, rows: 2 });
      // Enrolling again where they already are says so, even at the limit.
      expectError(await self(c2, me), 409, 'Ya estás inscrito en esta clase.');
    });

    it('is told when the class does not exist or the body has no class', async () => {
      const me = await ctx.s.student();
      expectError(await self(999999, me), 404, 'La clase no existe.');
      expectError(await enrol({}, me.token), 400, 'No se pudo obtener el ID de la clase.');
      expectError(await enrol({ classId: 'abc' }, me.token), 400, 'No se pudo obtener el ID de la clase.');
    });

    it('needs a student profile; teachers and anonymous callers are refused', async () => {
      const classId = await newClass();
      const nobody = await ctx.s.unregistered();
      expectError(
        await enrol({ classId }, nobody.token),
        403,
        'Debes estar registrado como estudiante para inscribirte a una clase.',
      );
      expectError(
        await enrol({ classId, student: { studentId: 1 } }, ctx.s.teacherToken),
        403,
        'No tienes permisos para realizar esta acción: se requiere un administrador.',
      );
      expectError(await enrol({ classId }), 401, 'Autenticación requerida');
      expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 0, rows: 0 });
    });
  });

  describe('an admin', () => {
    const adminEnrol = (classId: number, studentId?: number) =>
      enrol({ classId, ...(studentId === undefined ? {} : { student: { studentId } }) }, ctx.s.adminToken);

    it.each(['pendiente', 'active'])('enrols any registered student in a %s class', async (status) => {
      const classId = await newClass({ status });
      const st = await ctx.s.student();
      const res = await adminEnrol(classId, st.studentId);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ id_student: st.studentId, group_leader: true, enrrolled: 1 });
      expect(await enrolmentsOf(ctx.t, st.studentId)).toEqual({ counter: 1, rows: 1 });
    });

    it.each(LOCKED)('is refused for a %s class', async (status) => {
      const classId = await newClass({ status });
      const st = await ctx.s.student();
      expectError(await adminEnrol(classId, st.studentId), 409, locked(status));
      expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 0, rows: 0 });
      expect(await enrolmentsOf(ctx.t, st.studentId)).toEqual({ counter: 0, rows: 0 });
    });

    it('never over the seats, twice, or a third class', async () => {
      const full = await newClass({ maxStudents: 1 });
      const a = await ctx.s.student();
      const b = await ctx.s.student();
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
      expect(await enrolmentsOf(ctx.t, a.studentId)).toEqual({ counter: 2, rows: 2 });
    });

    it('must name a student that exists', async () => {
      const classId = await newClass();
      expectError(await adminEnrol(classId), 400, 'Por favor, selecciona un estudiante para inscribir.');
      expectError(await adminEnrol(classId, 987654), 404, 'Estudiante seleccionado no encontrado.');
      expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 0, rows: 0 });
    });
  });
});
