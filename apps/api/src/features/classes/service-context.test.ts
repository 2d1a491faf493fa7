import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../lib/clock.ts';
import { createClass } from '../../test/fixtures.ts';
import { useClassScenario } from '../../test/class-scenario.ts';

/** Who, when and which request every write records: one context per request, its instant from the app's clock. */
describe(`the service context of a request (${process.env['TEST_DIALECT']})`, () => {
  const AT = '2026-06-01T13:00:00.000Z';
  const ctx = useClassScenario({ CLOCK_AT: AT });
  const near = (iso: string) => Math.abs(Date.parse(iso) - Date.parse(AT)) < 60_000;

  it('an enrolment, its activity row and an offer it frees carry the clock’s instant and one request', async () => {
    expect(ctx.t.app.clock).toBeInstanceOf(SettableClock);
    (ctx.t.app.clock as SettableClock).set(new Date(AT));
    const classId = await createClass(ctx.t.db, { subjectId: ctx.s.subjectId, maxStudents: 1 });
    const first = await ctx.s.student();
    const waiting = await ctx.s.student();
    const enrol = await ctx.t.request({
      method: 'POST',
      url: '/api/classes/enrollStudent',
      payload: { classId },
      token: first.token,
    });
    expect(enrol.statusCode).toBe(201);
    const join = await ctx.t.request({ method: 'POST', url: `/api/classes/${classId}/waitlist`, token: waiting.token });
    expect(join.statusCode).toBe(201);
    const leave = await ctx.t.request({
      method: 'DELETE',
      url: `/api/classes/${classId}/enrollment`,
      token: first.token,
    });
    expect(leave.statusCode).toBe(204);
    const accept = await ctx.t.request({
      method: 'POST',
      url: `/api/classes/${classId}/waitlist/accept`,
      token: waiting.token,
      payload: {},
    });
    expect(accept.statusCode).toBe(201);

    const rows = await ctx.t.db
      .selectFrom('student_classes')
      .select(['id_student', 'created_at', 'promoted_at'])
      .where('id_class', '=', classId)
      .execute();
    expect(rows).toEqual([
      { id_student: waiting.studentId, created_at: expect.any(String), promoted_at: expect.any(String) },
    ]);
    expect(near(rows[0]!.created_at) && rows[0]!.promoted_at === rows[0]!.created_at).toBe(true);

    const log = await ctx.t.db
      .selectFrom('activity_log')
      .select(['action', 'actor_user_id', 'actor_role', 'at', 'request_id'])
      .where('id_class', '=', classId)
      .orderBy('id')
      .execute();
    expect(log.map((r) => [r.action, r.actor_role])).toEqual([
      ['enrolment.enrolled', 'student'],
      ['enrolment.withdrawn', 'student'],
      ['waitlist.offered', 'system'],
      ['enrolment.promoted', 'student'],
    ]);
    expect(log.every((r) => near(r.at))).toBe(true);
    expect(log[0]!.actor_user_id).toBe(first.userId);
    expect(log[2]!.actor_user_id).toBeNull();
    // The offer is the system's, under the request of the withdrawal that freed the seat.
    expect(log[2]!.request_id).toBe(log[1]!.request_id);
    expect(log[1]!.request_id).not.toBe(log[0]!.request_id);
    expect(log[3]!.actor_user_id).toBe(waiting.userId);
  });
});
