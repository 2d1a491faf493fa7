import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMER_2071_DATES } from '../../test/summer-2071.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  classProposal,
  classScenario,
  enrolRequest,
  expectError,
  type ClassScenario,
} from '../../test/class-scenario.ts';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import type { SettableClock } from '../../lib/clock.ts';

const YEAR = 2071;
const SUMMER = {
  year: YEAR,
  ...SUMMER_2071_DATES,
};
const CLOSED = 'El periodo de inscripción de Verano 2071 cerró el 12 de junio.';

/** The windows the server keeps, on the institute's days (the server's zone is UTC; Cancun is UTC-5). */
describe(`calendar windows (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: ClassScenario;
  const at = (iso: string) => (t.app.clock as SettableClock).set(new Date(iso));
  const newClass = async (opts: { maxStudents?: number } = {}) =>
    createClass(t.db, { subjectId: s.subjectId, period: YEAR, maxStudents: opts.maxStudents ?? 30 });

  beforeAll(async () => {
    process.env['TZ'] = 'UTC';
    t = await createTestApp({ CLOCK_AT: '2071-05-10T12:00:00Z' });
    s = await classScenario(t);
    const res = await t.request({ method: 'POST', url: '/api/periods', token: s.adminToken, payload: SUMMER });
    expect(res.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('a student proposes inside the proposal window, and is refused before and after it', async () => {
    const student = await s.student();
    const propose = () =>
      t.request({
        method: 'POST',
        url: '/api/classes',
        token: student.token,
        payload: classProposal(s, { period: YEAR }),
      });
    at('2071-04-20T04:59:00Z'); // April 19, 23:59 in Cancun
    expectError(await propose(), 409, 'El periodo de propuestas de Verano 2071 abre el 20 de abril.');
    at('2071-05-30T04:59:00Z'); // May 29, 23:59 in Cancun: the last day
    expect((await propose()).statusCode).toBe(201);
    at('2071-05-30T05:00:00Z'); // May 30 in Cancun
    expectError(await propose(), 409, 'El periodo de propuestas de Verano 2071 cerró el 29 de mayo.');
  });

  it('an administrator creates a class outside the proposal window', async () => {
    at('2071-06-30T12:00:00Z');
    const res = await t.request({
      method: 'POST',
      url: '/api/classes',
      token: s.adminToken,
      payload: classProposal(s, {
        period: YEAR,
        whatsappLink: null,
        schedule: [{ dayId: 2, startTime: '07:00', endTime: '09:00' }],
      }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('enrolment is accepted on its last Cancun day and refused the next, with the date', async () => {
    const classId = await newClass();
    const a = await s.student();
    const b = await s.student();
    at('2071-06-13T04:30:00Z'); // June 12, 23:30 in Cancun
    expect((await enrolRequest(t, { classId }, a.token)).statusCode).toBe(201);
    at('2071-06-13T05:00:00Z'); // June 13, 00:00 in Cancun
    expectError(await enrolRequest(t, { classId }, b.token), 409, CLOSED);
    at('2071-05-03T12:00:00Z');
    expectError(
      await enrolRequest(t, { classId }, b.token),
      409,
      'El periodo de inscripción de Verano 2071 abre el 4 de mayo.',
    );
  });

  it('withdrawing and the waitlist keep the enrolment window too', async () => {
    const full = await newClass({ maxStudents: 1 });
    const inside = await s.student();
    const waiting = await s.student();
    const late = await s.student();
    await enrolDirectly(t.db, inside.studentId, full);
    at('2071-06-01T12:00:00Z');
    const join = (token: string) => t.request({ method: 'POST', url: `/api/classes/${full}/waitlist`, token });
    expect((await join(waiting.token)).statusCode).toBe(201);
    at('2071-06-20T12:00:00Z');
    expectError(await join(late.token), 409, CLOSED);
    expectError(
      await t.request({ method: 'DELETE', url: `/api/classes/${full}/waitlist`, token: waiting.token }),
      409,
      CLOSED,
    );
    expectError(
      await t.request({ method: 'DELETE', url: `/api/classes/${full}/enrollment`, token: inside.token }),
      409,
      CLOSED,
    );
    const kept = await t.db.selectFrom('student_classes').select('id_student').where('id_class', '=', full).execute();
    expect(kept).toEqual([{ id_student: inside.studentId }]);
  });

  it('an administrator enrols outside the window, and it is in the activity log', async () => {
    const classId = await newClass();
    const student = await s.student();
    at('2071-06-20T12:00:00Z');
    const res = await enrolRequest(t, { classId, student: { studentId: student.studentId } }, s.adminToken);
    expect(res.statusCode).toBe(201);
    const logged = await t.db
      .selectFrom('activity_log')
      .select(['action', 'actor_role'])
      .where('id_class', '=', classId)
      .execute();
    expect(logged).toEqual([{ action: 'enrolment.enrolled', actor_role: 'admin' }]);
  });

  it('a past summer is read-only, for administrators too', async () => {
    const classId = await newClass();
    const student = await s.student();
    await enrolDirectly(t.db, student.studentId, classId);
    at('2071-08-22T12:00:00Z');
    const past = 'Verano 2071 ya concluyó: sus clases solo se consultan y no admiten cambios.';
    const other = await s.student();
    expectError(await enrolRequest(t, { classId, student: { studentId: other.studentId } }, s.adminToken), 409, past);
    expectError(
      await t.request({
        method: 'DELETE',
        url: `/api/classes/${classId}/student/${student.studentId}`,
        token: s.adminToken,
      }),
      409,
      past,
    );
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/classes',
        token: s.adminToken,
        payload: classProposal(s, { period: YEAR, whatsappLink: null }),
      }),
      409,
      past,
    );
    // Reading still works.
    expect((await t.request({ method: 'GET', url: `/api/classes/${classId}` })).statusCode).toBe(200);
  });
});
