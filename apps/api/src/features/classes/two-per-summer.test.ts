import { describe, expect, it } from 'vitest';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import { lifecycleInvariantViolations } from '../../db/lifecycle-invariants.ts';
import { enrolRequest, expectError, useClassScenario, type TestStudent } from '../../test/class-scenario.ts';

const LIMIT = 'Has alcanzado el máximo de 2 inscripciones.';
const ESPECIAL = 'Un curso especial debe ser tu única materia de verano.';

/**
 * The two-class limit and the curso especial are per summer (docs/rules.md INS-2, ELE): what a student
 * took in a past summer — finished, or left pending and never closed — takes nothing from this one.
 */
describe(`two classes per summer (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario();
  const enrol = (st: TestStudent, classId: number, kind?: string) =>
    enrolRequest(ctx.t, kind ? { classId, kind } : { classId }, st.token);
  const at = (dayId: number, start: string, end: string) => [{ dayId, start: `${start}:00`, end: `${end}:00` }];
  const classOf = (period: number, dayId: number, status = 'pendiente') =>
    createClass(ctx.t.db, { subjectId: ctx.s.subjectId, period, status, schedule: at(dayId, '07:00', '09:00') });
  const counter = async (studentId: number, period: number) =>
    (
      await ctx.t.db
        .selectFrom('student_summers')
        .select('enrolments')
        .where('id_student', '=', studentId)
        .where('period', '=', period)
        .executeTakeFirst()
    )?.enrolments ?? 0;

  it('two classes of last summer leave this summer’s two free; the third of this summer is refused', async () => {
    const me = await ctx.s.student();
    // Last summer: one class finished with its acta, one that was never closed (still pending).
    const finished = await classOf(2025, 1, 'finished');
    const stale = await classOf(2025, 2);
    await enrolDirectly(ctx.t.db, me.studentId, finished, true);
    await enrolDirectly(ctx.t.db, me.studentId, stale, true);
    expect(await counter(me.studentId, 2025)).toBe(2);

    const [a, b, c] = [await classOf(2026, 3), await classOf(2026, 4), await classOf(2026, 5)];
    expect((await enrol(me, a)).statusCode).toBe(201);
    expect((await enrol(me, b)).statusCode).toBe(201);
    expectError(await enrol(me, c), 409, LIMIT, 'ENROLMENT_LIMIT');
    expect([await counter(me.studentId, 2025), await counter(me.studentId, 2026)]).toEqual([2, 2]);
    // A same-day, same-hour class of last summer is no clash either: Monday 07:00 was 2025's.
    const monday = await classOf(2026, 1);
    const other = await ctx.s.student();
    await enrolDirectly(ctx.t.db, other.studentId, finished);
    expect((await enrol(other, monday)).statusCode).toBe(201);
    expect(await lifecycleInvariantViolations(ctx.t.db)).toEqual([]);
  });

  it('a curso especial of last summer does not make this summer’s class the only one; this summer’s does', async () => {
    const me = await ctx.s.student();
    const past = await classOf(2025, 1, 'finished');
    await enrolDirectly(ctx.t.db, me.studentId, past, true);
    await ctx.t.db
      .updateTable('student_classes')
      .set({ kind: 'especial' })
      .where('id_class', '=', past)
      .where('id_student', '=', me.studentId)
      .execute();
    const [a, b] = [await classOf(2026, 3), await classOf(2026, 4)];
    expect((await enrol(me, a, 'especial')).statusCode).toBe(201);
    expectError(await enrol(me, b), 409, ESPECIAL, 'ESPECIAL_ONLY');
    // Taking this summer's especial first is refused while an ordinary class of this summer is held.
    const you = await ctx.s.student();
    await enrolDirectly(ctx.t.db, you.studentId, past);
    expect((await enrol(you, a)).statusCode).toBe(201);
    expectError(await enrol(you, b, 'especial'), 409, ESPECIAL, 'ESPECIAL_ONLY');
  });

  it('a class released, withdrawn from or removed gives back a place in its own summer only', async () => {
    const me = await ctx.s.student();
    const past = await classOf(2025, 1, 'finished');
    await enrolDirectly(ctx.t.db, me.studentId, past, true);
    const [a, b] = [await classOf(2026, 3), await classOf(2026, 4)];
    expect((await enrol(me, a)).statusCode).toBe(201);
    expect((await enrol(me, b)).statusCode).toBe(201);
    const left = await ctx.t.request({ method: 'DELETE', url: `/api/classes/${a}/enrollment`, token: me.token });
    expect(left.statusCode).toBe(204);
    expect([await counter(me.studentId, 2025), await counter(me.studentId, 2026)]).toEqual([1, 1]);
    const cancelled = await ctx.t.request({
      method: 'POST',
      url: `/api/classes/${b}/status/cancelled`,
      payload: { reason: 'Sin docente disponible.' },
      token: ctx.s.adminToken,
    });
    expect(cancelled.statusCode).toBe(200);
    expect([await counter(me.studentId, 2025), await counter(me.studentId, 2026)]).toEqual([1, 0]);
    expect(await lifecycleInvariantViolations(ctx.t.db)).toEqual([]);
  });
});
