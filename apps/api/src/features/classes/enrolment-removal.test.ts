import { describe, expect, it } from 'vitest';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import {
  classCounts,
  enrolmentsOf,
  expectError,
  LOCKED_STATUSES,
  lockedMessage,
  useClassScenario,
  enrolRequest,
} from '../../test/class-scenario.ts';

describe(`DELETE /api/classes/:id/student/:studentId (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario();
  const remove = (classId: number, studentId: number, token: string | undefined = ctx.s.adminToken) =>
    ctx.t.request({ method: 'DELETE', url: `/api/classes/${classId}/student/${studentId}`, token });
  const setStatus = (classId: number, status: string) =>
    ctx.t.db.updateTable('classes').set({ status }).where('id_class', '=', classId).execute();

  it.each(['pendiente', 'active'])('removes a student from a %s class, both counters down', async (status) => {
    const classId = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    const [a, b] = [await ctx.s.student(), await ctx.s.student()];
    await enrolDirectly(ctx.t.db, a.studentId, classId, true);
    await enrolDirectly(ctx.t.db, b.studentId, classId);
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
    expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 1, rows: 1, leaders: [a.studentId] });
    expect(await enrolmentsOf(ctx.t, b.studentId)).toEqual({ counter: 0, rows: 0 });
  });

  it.each(LOCKED_STATUSES)('is refused for a %s class and changes nothing', async (status) => {
    const classId = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    const a = await ctx.s.student();
    await enrolDirectly(ctx.t.db, a.studentId, classId, true);
    // A rejected or cancelled class has released its students: through the real route.
    const released = status === 'rechazado' || status === 'cancelled';
    if (released) {
      const res = await ctx.t.request({
        method: 'POST',
        url: `/api/classes/${classId}/status/${status}`,
        token: ctx.s.adminToken,
        payload: { reason: 'Motivo de prueba.' },
      });
      expect(res.statusCode).toBe(200);
    } else await setStatus(classId, status);
    expectError(await remove(classId, a.studentId), 409, lockedMessage(status));
    expect(await classCounts(ctx.t, classId)).toMatchObject({
      enrolled: released ? 0 : 1,
      rows: 1,
      leaders: [a.studentId],
    });
    const counted = released ? 0 : 1;
    expect(await enrolmentsOf(ctx.t, a.studentId)).toEqual({ counter: counted, rows: counted });
  });

  it('answers 404 for a student not in the class and for an unknown class', async () => {
    const classId = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    const a = await ctx.s.student();
    const outsider = await ctx.s.student();
    await enrolDirectly(ctx.t.db, outsider.studentId, await createClass(ctx.t.db, { subjectId: ctx.s.subjectId }));
    expectError(await remove(classId, a.studentId), 404, 'El estudiante no está inscrito en esta clase.');
    await enrolDirectly(ctx.t.db, a.studentId, classId, true);
    expectError(await remove(classId, outsider.studentId), 404, 'El estudiante no está inscrito en esta clase.');
    expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 1, rows: 1 });
    expect(await enrolmentsOf(ctx.t, outsider.studentId)).toEqual({ counter: 1, rows: 1 });
    expectError(await remove(999999, a.studentId), 404, 'La clase no existe.');
    expectError(
      await ctx.t.request({ method: 'DELETE', url: `/api/classes/x/student/1`, token: ctx.s.adminToken }),
      400,
      /La clase/,
    );
  });

  it('is for admins only', async () => {
    const classId = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    const a = await ctx.s.student();
    await enrolDirectly(ctx.t.db, a.studentId, classId, true);
    const admin = 'No tienes permisos para realizar esta acción: se requiere un administrador.';
    expectError(await remove(classId, a.studentId, a.token), 403, admin);
    expectError(await remove(classId, a.studentId, ctx.s.teacherToken), 403, admin);
    expectError(await remove(classId, a.studentId, ''), 401, 'Token de staff requerido');
    expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 1, rows: 1 });
  });

  it('passes leadership to the earliest remaining enrolment when the leader is removed', async () => {
    const classId = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    const [lead, second, third] = [await ctx.s.student(), await ctx.s.student(), await ctx.s.student()];
    for (const st of [lead, second, third]) {
      const res = await enrolRequest(ctx.t, { classId }, st.token);
      expect(res.statusCode).toBe(201);
    }
    expect((await classCounts(ctx.t, classId)).leaders).toEqual([lead.studentId]);

    // Removing someone else keeps the leader.
    const r0 = await remove(classId, third.studentId);
    expect(r0.json().new_group_leader).toBeNull();
    expect((await classCounts(ctx.t, classId)).leaders).toEqual([lead.studentId]);
    // The third student comes back: now the latest enrolment.
    expect((await enrolRequest(ctx.t, { classId }, third.token)).statusCode).toBe(201);

    const r1 = await remove(classId, lead.studentId);
    expect(r1.json()).toMatchObject({ enrrolled: 2, new_group_leader: second.studentId });
    expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 2, rows: 2, leaders: [second.studentId] });
    const members = await ctx.t.request({ method: 'GET', url: `/api/classes/${classId}/students`, token: third.token });
    expect(members.json().meta.leaders).toBe(1);
    expect(members.json().data[0]).toMatchObject({ id_student: second.studentId, group_leader: true });
    const detail = await ctx.t.request({ method: 'GET', url: `/api/classes/${classId}`, token: third.token });
    expect(detail.json().ResponsibleStudent.id_student).toBe(second.studentId);

    const r2 = await remove(classId, second.studentId);
    expect(r2.json()).toMatchObject({ enrrolled: 1, new_group_leader: third.studentId });
    const r3 = await remove(classId, third.studentId);
    expect(r3.json()).toMatchObject({ enrrolled: 0, new_group_leader: null });
    expect(await classCounts(ctx.t, classId)).toMatchObject({ enrolled: 0, rows: 0, leaders: [] });

    // The class is empty again: the next student to enrol leads it.
    const next = await enrolRequest(ctx.t, { classId }, lead.token);
    expect(next.json()).toMatchObject({ group_leader: true, enrrolled: 1 });
  });

  it('frees a place in the student limit', async () => {
    const me = await ctx.s.student();
    const [c1, c2, c3] = [
      await createClass(ctx.t.db, { subjectId: ctx.s.subjectId }),
      await createClass(ctx.t.db, { subjectId: ctx.s.subjectId }),
      await createClass(ctx.t.db, { subjectId: ctx.s.subjectId }),
    ];
    await enrolDirectly(ctx.t.db, me.studentId, c1, true);
    await enrolDirectly(ctx.t.db, me.studentId, c2, true);
    const enrol = () => enrolRequest(ctx.t, { classId: c3 }, me.token);
    expect((await enrol()).statusCode).toBe(409);
    expect((await remove(c1, me.studentId)).statusCode).toBe(200);
    expect((await enrol()).statusCode).toBe(201);
    expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 2, rows: 2 });
  });
});
