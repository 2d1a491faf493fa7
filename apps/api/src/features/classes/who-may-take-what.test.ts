import { describe, expect, it } from 'vitest';
import { createCareer, createClass, createSubject } from '../../test/fixtures.ts';
import {
  classCounts,
  classProposal,
  enrolmentsOf,
  enrolRequest,
  expectError,
  useClassScenario,
  type TestStudent,
} from '../../test/class-scenario.ts';

const ESPECIAL = 'Un curso especial debe ser tu única materia de verano.';

/**
 * Who may take what (docs/rules.md ELE): classes only of subjects authorised for summer, and a curso
 * especial as the student's only summer class — in either order, and when the two enrolments arrive at once.
 */
describe(`who may take what (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario();
  const enrol = (st: TestStudent, classId: number, kind?: string) =>
    enrolRequest(ctx.t, kind ? { classId, kind } : { classId }, st.token);
  const propose = (st: TestStudent, over: Record<string, unknown> = {}) =>
    ctx.t.request({ method: 'POST', url: '/api/classes', payload: classProposal(ctx.s, over), token: st.token });
  const kindOf = async (studentId: number, classId: number) =>
    (
      await ctx.t.db
        .selectFrom('student_classes')
        .select('kind')
        .where('id_student', '=', studentId)
        .where('id_class', '=', classId)
        .executeTakeFirstOrThrow()
    ).kind;

  it('a class of a subject not authorised for summer is refused, proposed or created', async () => {
    const subjectId = await createSubject(ctx.t.db, { careerIds: [ctx.s.careerId], summer: false });
    const { clave } = await ctx.t.db
      .selectFrom('subjects')
      .select('clave')
      .where('id_subject', '=', subjectId)
      .executeTakeFirstOrThrow();
    const me = await ctx.s.student();
    const refused = await propose(me, { subjectId, clave });
    expectError(refused, 409, 'Esta materia no está autorizada para cursos de verano.', 'SUBJECT_NOT_AUTHORISED');
    expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 0, rows: 0 });
    const byAdmin = await ctx.t.request({
      method: 'POST',
      url: '/api/classes',
      payload: classProposal({ subjectId, clave }, { whatsappLink: null }),
      token: ctx.s.adminToken,
    });
    expectError(byAdmin, 409, 'Esta materia no está autorizada para cursos de verano.');
    // The list the class form reads offers it no more; the catalogue's screen sees it.
    const offered = await ctx.t.request({
      method: 'GET',
      url: `/api/subjects?pageSize=100&careerId=${ctx.s.careerId}`,
    });
    expect(offered.json().data.map((x: { id_subject: number }) => x.id_subject)).not.toContain(subjectId);
    const all = await ctx.t.request({
      method: 'GET',
      url: `/api/subjects?pageSize=100&scope=all&careerId=${ctx.s.careerId}`,
    });
    expect(all.json().data).toContainEqual(expect.objectContaining({ id_subject: subjectId, summer: false }));
  });

  it('especial, then ordinaria: refused, with the kind kept', async () => {
    const me = await ctx.s.student();
    const first = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    const second = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    expect((await enrol(me, first, 'especial')).statusCode).toBe(201);
    expect(await kindOf(me.studentId, first)).toBe('especial');
    expectError(await enrol(me, second), 409, ESPECIAL, 'ESPECIAL_ONLY');
    expectError(await enrol(me, second, 'repeticion'), 409, ESPECIAL);
    // Proposing is taking a class too.
    expectError(
      await propose(me, { schedule: [{ dayId: 5, startTime: '16:00', endTime: '18:00' }], shift: 'vespertino' }),
      409,
      ESPECIAL,
    );
    expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 1, rows: 1 });
  });

  it('ordinaria, then especial: refused; without another class a curso especial is taken', async () => {
    const me = await ctx.s.student();
    const first = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    const second = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    expect((await enrol(me, first, 'ordinaria')).statusCode).toBe(201);
    expectError(await enrol(me, second, 'especial'), 409, ESPECIAL);
    expect(await classCounts(ctx.t, second)).toMatchObject({ enrolled: 0, rows: 0 });
    const other = await ctx.s.student();
    const proposed = await propose(other, { kind: 'especial' });
    expect(proposed.statusCode).toBe(201);
    expect(await kindOf(other.studentId, proposed.json().id_class)).toBe('especial');
  });

  it('a curso especial and an ordinary class arriving at once: exactly one is taken', async () => {
    for (let round = 0; round < 6; round++) {
      const me = await ctx.s.student();
      const a = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
      const b = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
      const [x, y] = round % 2 ? [a, b] : [b, a];
      const results = await Promise.all([enrol(me, x, 'especial'), enrol(me, y, 'ordinaria')]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409]);
      expectError(
        results.find((r) => r.statusCode === 409)!,
        409,
        ESPECIAL,
      );
      expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 1, rows: 1 });
    }
  });

  it("the staff's roster says how each student takes the subject; a classmate's does not", async () => {
    const me = await ctx.s.student();
    const mate = await ctx.s.student();
    const cls = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    expect((await enrol(me, cls, 'repeticion')).statusCode).toBe(201);
    expect((await enrol(mate, cls)).statusCode).toBe(201);
    const read = (token: string) => ctx.t.request({ method: 'GET', url: `/api/classes/${cls}/students`, token });
    const staff = (await read(ctx.s.adminToken)).json().data;
    expect(staff.map((e: { id_student: number; kind: string }) => [e.id_student, e.kind])).toEqual(
      expect.arrayContaining([
        [me.studentId, 'repeticion'],
        [mate.studentId, 'ordinaria'],
      ]),
    );
    const asMate = (await read(mate.token)).json().data;
    expect(asMate).toHaveLength(2);
    for (const e of asMate) expect(e).not.toHaveProperty('kind');
  });

  it('an unknown kind is refused with its message', async () => {
    const me = await ctx.s.student();
    const cls = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    expectError(
      await enrol(me, cls, 'extraordinaria'),
      400,
      /El tipo de curso debe ser ordinaria, repeticion o especial/,
    );
  });

  it('a subject of another career: refused to the student before a convalidation, an admin may enrol them', async () => {
    const otherCareer = await createCareer(ctx.t.db);
    const subjectId = await createSubject(ctx.t.db, { careerIds: [otherCareer] });
    const cls = await createClass(ctx.t.db, { subjectId });
    const me = await ctx.s.student();
    expectError(
      await enrol(me, cls),
      409,
      'Esta materia no es de tu carrera: solicita la convalidación.',
      'CONVALIDATION_REQUIRED',
    );
    const other = await ctx.s.student();
    const byAdmin = await enrolRequest(
      ctx.t,
      { classId: cls, student: { studentId: other.studentId } },
      ctx.s.adminToken,
    );
    expect(byAdmin.statusCode).toBe(201);
  });

  it("proposing a class of another career's subject is refused the same way until a convalidation is approved", async () => {
    const otherCareer = await createCareer(ctx.t.db);
    const subjectId = await createSubject(ctx.t.db, { careerIds: [otherCareer] });
    const { clave } = await ctx.t.db
      .selectFrom('subjects')
      .select('clave')
      .where('id_subject', '=', subjectId)
      .executeTakeFirstOrThrow();
    const me = await ctx.s.student();
    expectError(
      await propose(me, { subjectId, clave }),
      409,
      'Esta materia no es de tu carrera: solicita la convalidación.',
      'CONVALIDATION_REQUIRED',
    );
    expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 0, rows: 0 });
    // Asked from an existing class of that subject and approved: the proposal goes through.
    const cls = await createClass(ctx.t.db, { subjectId });
    const asked = await ctx.t.request({
      method: 'POST',
      url: `/api/classes/${cls}/convalidation`,
      payload: { reason: 'La necesito para mi especialidad.' },
      token: me.token,
    });
    expect(asked.statusCode).toBe(201);
    const approved = await ctx.t.request({
      method: 'POST',
      url: `/api/convalidations/${asked.json().id_convalidation}/approve`,
      payload: {},
      token: ctx.s.adminToken,
    });
    expect(approved.statusCode).toBe(200);
    expect((await propose(me, { subjectId, clave })).statusCode).toBe(201);
  });

  it('an administrator corrects the kind on the roster; a curso especial only where it is the only class', async () => {
    const me = await ctx.s.student();
    const first = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    const second = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    expect((await enrol(me, first)).statusCode).toBe(201);
    const correct = (classId: number, kind: unknown, token = ctx.s.adminToken) =>
      ctx.t.request({
        method: 'PATCH',
        url: `/api/classes/${classId}/student/${me.studentId}`,
        payload: { kind },
        token,
      });
    const done = await correct(first, 'especial');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ id_class: first, id_student: me.studentId, kind: 'especial' });
    expect(await kindOf(me.studentId, first)).toBe('especial');
    // Now alone in the summer as a curso especial: the student takes no other.
    expectError(await enrol(me, second), 409, ESPECIAL);
    expect((await correct(first, 'repeticion')).statusCode).toBe(200);
    expect((await enrol(me, second)).statusCode).toBe(201);
    expectError(
      await correct(second, 'especial'),
      409,
      'Un curso especial debe ser la única materia de verano del estudiante.',
      'STUDENT_ESPECIAL_ONLY',
    );
    expect(await kindOf(me.studentId, second)).toBe('ordinaria');
    expectError(
      await correct(second, 'extraordinaria'),
      400,
      /El tipo de curso debe ser ordinaria, repeticion o especial/,
    );
    expect((await correct(second, 'repeticion', me.token)).statusCode).toBe(403);
    const stranger = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    expectError(await correct(stranger, 'repeticion'), 404, 'El estudiante no está inscrito en esta clase.');
    // The Bitácora keeps the correction with its before and after.
    const log = await ctx.t.db
      .selectFrom('activity_log')
      .select('detail')
      .where('action', '=', 'enrolment.kind_changed')
      .where('id_class', '=', first)
      .orderBy('id')
      .execute();
    expect(log.map((r) => JSON.parse(String(r.detail)))).toEqual([
      { from: 'ordinaria', to: 'especial' },
      { from: 'especial', to: 'repeticion' },
    ]);
  });
});
