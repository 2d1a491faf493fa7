import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createClass, createStaff, enrolDirectly } from '../../test/fixtures.ts';
import { classProposal, enrolmentsOf, enrolRequest, expectError, useClassScenario } from '../../test/class-scenario.ts';
import { systemContext } from '../../lib/service-context.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { placeHold } from './holds.service.ts';

const HELD = 'Tienes una retención vigente: Adeudo en Recursos Financieros. Comunícate con la coordinación académica.';

/**
 * Holds (docs/rules.md ELE): placed and lifted by an administrator or Recursos Financieros; a held student takes
 * nothing new.
 */
describe(`holds on a student (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario();
  const place = (studentId: number, reason: unknown, token = ctx.s.adminToken) =>
    ctx.t.request({ method: 'POST', url: `/api/students/${studentId}/holds`, payload: { reason }, token });
  const lift = (studentId: number, holdId: number, token = ctx.s.adminToken) =>
    ctx.t.request({ method: 'DELETE', url: `/api/students/${studentId}/holds/${holdId}`, token });

  it('blocks enrolling, proposing and joining a waitlist with its reason; lifting it unblocks', async () => {
    const me = await ctx.s.student();
    const kept = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    await enrolDirectly(ctx.t.db, me.studentId, kept);
    const open = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    const full = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId, maxStudents: 1 });
    await enrolDirectly(ctx.t.db, (await ctx.s.student()).studentId, full);

    const placed = await place(me.studentId, 'Adeudo en Recursos Financieros');
    expect(placed.statusCode).toBe(201);
    const hold = placed.json();
    expect(hold).toMatchObject({
      id_student: me.studentId,
      reason: 'Adeudo en Recursos Financieros',
      automatic: false,
    });
    expect(hold.placed_by).toMatchObject({ name: expect.stringContaining('Adela') });

    expectError(await enrolRequest(ctx.t, { classId: open }, me.token), 409, HELD, 'STUDENT_HELD');
    const proposal = classProposal(ctx.s, {
      shift: 'vespertino',
      schedule: [{ dayId: 5, startTime: '16:00', endTime: '18:00' }],
    });
    expectError(
      await ctx.t.request({ method: 'POST', url: '/api/classes', payload: proposal, token: me.token }),
      409,
      HELD,
    );
    expectError(
      await ctx.t.request({ method: 'POST', url: `/api/classes/${full}/waitlist`, token: me.token }),
      409,
      HELD,
    );
    // An administrator is told about the student.
    expectError(
      await enrolRequest(ctx.t, { classId: open, student: { studentId: me.studentId } }, ctx.s.adminToken),
      409,
      'El estudiante tiene una retención vigente: Adeudo en Recursos Financieros.',
    );
    // They keep what they hold, and see their hold.
    expect(await enrolmentsOf(ctx.t, me.studentId)).toEqual({ counter: 1, rows: 1 });
    const mine = await ctx.t.request({ method: 'GET', url: `/api/students/${me.studentId}/holds`, token: me.token });
    expect(mine.json()).toEqual([hold]);

    expect((await lift(me.studentId, hold.id_hold)).statusCode).toBe(204);
    expectError(await lift(me.studentId, hold.id_hold), 404, 'La retención no existe o ya se levantó.');
    expect((await enrolRequest(ctx.t, { classId: open }, me.token)).statusCode).toBe(201);
    const after = await ctx.t.request({ method: 'GET', url: `/api/students/${me.studentId}/holds`, token: me.token });
    expect(after.json()).toEqual([]);
  });

  it('Recursos Financieros finds the student, places a hold, lists it and lifts it; a teacher cannot', async () => {
    const me = await ctx.s.student();
    const finance = await createStaff(ctx.t.db, { role: 'finanzas', name: 'Fina' });
    const token = await ctx.t.staffToken(finance.userId, 'finanzas');
    const students = await ctx.t.request({ method: 'GET', url: '/api/students/students', token });
    expect(students.statusCode).toBe(200);
    expect(students.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id_student: me.studentId })]));

    const placed = await place(me.studentId, 'Adeudo en Recursos Financieros', token);
    expect(placed.statusCode).toBe(201);
    const hold = placed.json();
    expect(hold.placed_by).toMatchObject({ name: expect.stringContaining('Fina') });
    const listed = await ctx.t.request({ method: 'GET', url: '/api/holds', token });
    expect(listed.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id_hold: hold.id_hold })]));
    const theirs = await ctx.t.request({ method: 'GET', url: `/api/students/${me.studentId}/holds`, token });
    expect(theirs.json()).toEqual([hold]);
    const cls = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    expectError(await enrolRequest(ctx.t, { classId: cls }, me.token), 409, HELD, 'STUDENT_HELD');

    const teacher = ctx.s.teacherToken;
    expectError(
      await place(me.studentId, 'x', teacher),
      403,
      ERROR_MESSAGES.financeOrAdminOnly,
      'FINANCE_OR_ADMIN_ONLY',
    );
    expectError(await lift(me.studentId, hold.id_hold, teacher), 403, ERROR_MESSAGES.financeOrAdminOnly);
    expect((await ctx.t.request({ method: 'GET', url: '/api/students/students', token: teacher })).statusCode).toBe(
      403,
    );

    expect((await lift(me.studentId, hold.id_hold, token)).statusCode).toBe(204);
    expect((await enrolRequest(ctx.t, { classId: cls }, me.token)).statusCode).toBe(201);
  });

  it('only administrators or finance place or lift one; a reason is required; others cannot read them', async () => {
    const me = await ctx.s.student();
    const other = await ctx.s.student();
    expect((await place(me.studentId, 'x', ctx.s.teacherToken)).statusCode).toBe(403);
    expect((await place(me.studentId, 'x', me.token)).statusCode).toBe(403);
    expectError(await place(me.studentId, '   '), 400, /Escribe el motivo de la retención\./);
    expectError(await place(999_999, 'Adeudo'), 404, 'Estudiante no encontrado.');
    const theirs = await ctx.t.request({
      method: 'GET',
      url: `/api/students/${me.studentId}/holds`,
      token: other.token,
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('placeHold with a cause places it once (what an overdue payment calls)', async () => {
    const me = await ctx.s.student();
    const ctxSys = systemContext(ctx.t.app.clock.now());
    const args = {
      studentId: me.studentId,
      reason: 'Pago vencido del Verano 2025',
      sourceKey: `payment:2025:${me.studentId}`,
    };
    const first = await writeTransaction(ctx.t.db, (trx) => placeHold(trx, ctxSys, args));
    const second = await writeTransaction(ctx.t.db, (trx) => placeHold(trx, ctxSys, args));
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    const holds = await ctx.t.request({
      method: 'GET',
      url: `/api/students/${me.studentId}/holds`,
      token: ctx.s.adminToken,
    });
    expect(holds.json()).toEqual([
      expect.objectContaining({ reason: 'Pago vencido del Verano 2025', automatic: true, placed_by: null }),
    ]);
    const cls = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId });
    expectError(
      await enrolRequest(ctx.t, { classId: cls }, me.token),
      409,
      'Tienes una retención vigente: Pago vencido del Verano 2025. Comunícate con la coordinación académica.',
    );
  });

  it("the administration's list holds every hold in force with its student, newest first, and loses a lifted one", async () => {
    const first = await ctx.s.student();
    const second = await ctx.s.student();
    const a = (await place(first.studentId, 'Adeudo en Recursos Financieros')).json();
    const b = (await place(second.studentId, 'Documentos pendientes en Servicios Escolares')).json();
    const list = async (token = ctx.s.adminToken) => ctx.t.request({ method: 'GET', url: '/api/holds', token });
    const ours = (rows: { id_hold: number }[]) => rows.filter((h) => [a.id_hold, b.id_hold].includes(h.id_hold));
    const before = (await list()).json();
    expect(
      ours(before)
        .map((h: { id_hold: number }) => h.id_hold)
        .sort(),
    ).toEqual([a.id_hold, b.id_hold].sort());
    expect(ours(before).find((h: { id_hold: number }) => h.id_hold === b.id_hold)).toMatchObject({
      reason: 'Documentos pendientes en Servicios Escolares',
      automatic: false,
      student: { id_student: second.studentId, control_number: expect.any(String), name: expect.any(String) },
    });
    expect((await list(first.token)).statusCode).toBe(403);
    expect((await list(ctx.s.teacherToken)).statusCode).toBe(403);
    expect((await lift(first.studentId, a.id_hold)).statusCode).toBe(204);
    expect(ours((await list()).json()).map((h: { id_hold: number }) => h.id_hold)).toEqual([b.id_hold]);
  });
});
