import { describe, expect, it } from 'vitest';
import { createCareer, createClass, createSubject } from '../../test/fixtures.ts';
import { enrolRequest, expectError, useClassScenario, type TestStudent } from '../../test/class-scenario.ts';

const NOT_OF_CAREER = 'Esta materia no es de tu carrera: solicita la convalidación.';

/** Convalidations (docs/rules.md ELE-4): a subject of another career, taken only after an administrator approves. */
describe(`convalidations (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario();
  const ask = (st: TestStudent, classId: number, reason: unknown = 'La necesito para mi especialidad.') =>
    ctx.t.request({
      method: 'POST',
      url: `/api/classes/${classId}/convalidation`,
      payload: { reason },
      token: st.token,
    });
  const decide = (id: number, action: 'approve' | 'refuse', reason?: string, token = ctx.s.adminToken) =>
    ctx.t.request({
      method: 'POST',
      url: `/api/convalidations/${id}/${action}`,
      payload: reason ? { reason } : {},
      token,
    });
  const list = (query = '', token = ctx.s.adminToken) =>
    ctx.t.request({ method: 'GET', url: `/api/convalidations${query}`, token });

  async function classOfOtherCareer() {
    const career = await createCareer(ctx.t.db);
    const subjectId = await createSubject(ctx.t.db, { careerIds: [career] });
    return { subjectId, classId: await createClass(ctx.t.db, { subjectId }) };
  }

  it('approved: the same student enrols, and no other', async () => {
    const { classId, subjectId } = await classOfOtherCareer();
    const me = await ctx.s.student();
    const other = await ctx.s.student();
    expectError(await enrolRequest(ctx.t, { classId }, me.token), 409, NOT_OF_CAREER, 'CONVALIDATION_REQUIRED');

    const asked = await ask(me, classId);
    expect(asked.statusCode).toBe(201);
    const request = asked.json();
    expect(request).toMatchObject({ status: 'pendiente', id_class: classId, subject: { id_subject: subjectId } });
    expectError(await ask(me, classId), 409, /Ya solicitaste la convalidación/);
    // Still pending: still refused.
    expectError(await enrolRequest(ctx.t, { classId }, me.token), 409, NOT_OF_CAREER);
    expect((await list('?status=pendiente')).json()).toContainEqual(
      expect.objectContaining({ id_convalidation: request.id_convalidation }),
    );
    expect((await list('', ctx.s.teacherToken)).statusCode).toBe(403);

    const approved = await decide(request.id_convalidation, 'approve', 'Cumple el plan de estudios.');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'aprobada', decision_reason: 'Cumple el plan de estudios.' });
    expectError(await decide(request.id_convalidation, 'refuse', 'No'), 409, 'Esta convalidación ya fue resuelta.');

    expect((await enrolRequest(ctx.t, { classId }, me.token)).statusCode).toBe(201);
    expectError(await enrolRequest(ctx.t, { classId }, other.token), 409, NOT_OF_CAREER);

    // The student is told, in the app.
    const notices = await ctx.t.request({ method: 'GET', url: '/api/notifications', token: me.token });
    expect(JSON.stringify(notices.json())).toContain('Convalidación aprobada');
    // And sees their own requests.
    expect((await list('', me.token)).json()).toEqual([expect.objectContaining({ status: 'aprobada' })]);
    expect((await list('', other.token)).json()).toEqual([]);
  });

  it('refused with a reason: still refused, and may be asked again', async () => {
    const { classId } = await classOfOtherCareer();
    const me = await ctx.s.student();
    const { id_convalidation: id } = (await ask(me, classId)).json();
    expectError(await decide(id, 'refuse'), 400, /Escribe el motivo del rechazo\./);
    const refused = await decide(id, 'refuse', 'No corresponde a tu plan.');
    expect(refused.json()).toMatchObject({ status: 'rechazada', decision_reason: 'No corresponde a tu plan.' });
    expectError(await enrolRequest(ctx.t, { classId }, me.token), 409, NOT_OF_CAREER);
    const again = await ask(me, classId, 'Tengo la autorización de mi jefe de carrera.');
    expect(again.json()).toMatchObject({ id_convalidation: id, status: 'pendiente', decision_reason: null });
  });

  it("a subject of the student's own career needs none; a reason is required", async () => {
    const me = await ctx.s.student();
    const own = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    expectError(await ask(me, own), 409, 'Esta materia es de tu carrera: no necesitas convalidación.');
    const { classId } = await classOfOtherCareer();
    expectError(await ask(me, classId, ''), 400, /Escribe por qué solicitas la convalidación\./);
    expectError(await decide(999_999, 'approve'), 404, 'La convalidación no existe.');
  });
});
