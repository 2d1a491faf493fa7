import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettableClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import { classCounts, classScenario, enrolRequest, expectError, type TestStudent } from '../../test/class-scenario.ts';

const START = new Date('2026-06-10T15:00:00Z');
const HOUR = 3_600_000;
const NO_OFFER = 'No tienes una oferta de lugar abierta en esta clase (o su plazo ya venció).';

/** Offers with a deadline: accept (every rule again), decline, expiry, the reminder, the last seat. */
describe(`waitlist offers (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const clock = () => t.app.clock as SettableClock;
  const join = (classId: number, st: TestStudent) =>
    t.request({ method: 'POST', url: `/api/classes/${classId}/waitlist`, token: st.token, payload: {} });
  const accept = (classId: number, st: TestStudent) =>
    t.request({ method: 'POST', url: `/api/classes/${classId}/waitlist/accept`, token: st.token, payload: {} });
  const decline = (classId: number, st: TestStudent) =>
    t.request({ method: 'POST', url: `/api/classes/${classId}/waitlist/decline`, token: st.token, payload: {} });
  const withdraw = (classId: number, st: TestStudent) =>
    t.request({ method: 'DELETE', url: `/api/classes/${classId}/enrollment`, token: st.token });
  const offered = async (classId: number) =>
    (
      await t.db
        .selectFrom('class_waitlist')
        .select('id_student')
        .where('id_class', '=', classId)
        .where('offer_expires_at', 'is not', null)
        .orderBy('ticket')
        .execute()
    ).map((r) => r.id_student);
  const heard = async (st: TestStudent, kind: string) =>
    (
      await t.db
        .selectFrom('notifications')
        .select('id')
        .where('id_user', '=', st.userId)
        .where('kind', '=', kind)
        .execute()
    ).length;
  const mails = async (st: TestStudent, kind: string) =>
    (
      await t.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', st.email)
        .where('kind', '=', kind)
        .execute()
    ).length;
  const offerDeadlineOf = async (classId: number, st: TestStudent) =>
    Date.parse(
      (
        await t.db
          .selectFrom('class_waitlist')
          .select('offer_expires_at')
          .where('id_class', '=', classId)
          .where('id_student', '=', st.studentId)
          .executeTakeFirstOrThrow()
      ).offer_expires_at!,
    );
  /** The class as the public class list shows it. */
  const listed = async (classId: number) => {
    const res = await t.request({ url: '/api/classes?pageSize=50' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { id_class: number }[] }).data.find((c) => c.id_class === classId);
  };
  /** A full pending class whose members have tokens, and the students waiting for it, in order. */
  const waitedClass = async (seats: number, waiting: number) => {
    const classId = await createClass(t.db, { subjectId: s.subjectId, maxStudents: seats });
    const members: TestStudent[] = [];
    for (let i = 0; i < seats; i++) {
      const st = await s.student();
      await enrolDirectly(t.db, st.studentId, classId, i === 0);
      members.push(st);
    }
    const queue: TestStudent[] = [];
    for (let i = 0; i < waiting; i++) {
      const st = await s.student();
      expect((await join(classId, st)).statusCode).toBe(201);
      queue.push(st);
    }
    return { classId, members, queue };
  };

  beforeAll(async () => {
    t = await createTestApp({ CLOCK_AT: START.toISOString() });
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it('a freed seat is an offer, held for the first: nobody else enrols in it; the mail is in the outbox', async () => {
    clock().set(START);
    const { classId, members, queue } = await waitedClass(1, 2);
    expect(await listed(classId)).toMatchObject({ enrrolled: 1, held_seats: 0, max_students: 1 });
    expect((await withdraw(classId, members[0]!)).statusCode).toBe(204);
    expect(await offered(classId)).toEqual([queue[0]!.studentId]);
    // The class list shows the seat as held, not free (the same answer kept before is not handed out again).
    expect(await listed(classId)).toMatchObject({ enrrolled: 0, held_seats: 1, max_students: 1 });
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0 });
    expect(await mails(queue[0]!, 'waitlist.offered')).toBe(1);
    const outsider = await s.student();
    expectError(await enrolRequest(t, { classId }, outsider.token), 409, 'La clase ya está llena.');
    // The seat held counts as taken: the class is still full, so its waitlist stays open.
    expect((await join(classId, outsider)).statusCode).toBe(201);
    const list = (await t.request({ url: `/api/classes/${classId}/waitlist`, token: s.adminToken })).json();
    expect(list).toMatchObject([
      {
        position: 1,
        id_student: queue[0]!.studentId,
        offer_expires_at: new Date(await offerDeadlineOf(classId, queue[0]!)).toISOString(),
      },
      { position: 2, offer_expires_at: null },
      { position: 3, offer_expires_at: null },
    ]);
  });

  it('accept re-checks every rule: a student who meanwhile reached the limit is refused with its message, and keeps the offer', async () => {
    clock().set(START);
    const { classId, members, queue } = await waitedClass(1, 1);
    const [a] = queue as [TestStudent];
    expect((await withdraw(classId, members[0]!)).statusCode).toBe(204);
    expect(await offered(classId)).toEqual([a.studentId]);
    for (let i = 0; i < 2; i++)
      await enrolDirectly(t.db, a.studentId, await createClass(t.db, { subjectId: s.subjectId }));
    expectError(await accept(classId, a), 409, 'Has alcanzado el máximo de 2 inscripciones.');
    expect(await offered(classId)).toEqual([a.studentId]);
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0, rows: 0 });
  });

  it('decline offers the seat to the next; the decliner leaves the list', async () => {
    clock().set(START);
    const { classId, members, queue } = await waitedClass(1, 2);
    const [a, b] = queue as [TestStudent, TestStudent];
    await withdraw(classId, members[0]!);
    expectError(await decline(classId, b), 409, NO_OFFER);
    expect((await decline(classId, a)).statusCode).toBe(204);
    expect(await offered(classId)).toEqual([b.studentId]);
    expect((await t.request({ url: '/api/classes/student/waitlists', token: a.token })).json()).toEqual([]);
    expect(await listed(classId)).toMatchObject({ enrrolled: 0, held_seats: 1 });
    expect((await accept(classId, b)).statusCode).toBe(201);
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 1, students: [b.studentId] });
    // Accepted, the held seat is a taken one.
    expect(await listed(classId)).toMatchObject({ enrrolled: 1, held_seats: 0 });
  });

  it('the deadline: reminded once 2 h before, then the offer expires once and goes to the next', async () => {
    clock().set(START);
    const { classId, members, queue } = await waitedClass(1, 2);
    const [a, b] = queue as [TestStudent, TestStudent];
    await withdraw(classId, members[0]!);
    const deadline = await offerDeadlineOf(classId, a);
    // WAITLIST_OFFER_HOURS defaults to 24 (the clock runs on from START meanwhile).
    expect(deadline - START.getTime()).toBeGreaterThanOrEqual(24 * HOUR);
    expect(deadline - START.getTime()).toBeLessThan(25 * HOUR);
    clock().set(new Date(deadline - 2 * HOUR - 1000));
    await t.app.scheduler.runOnce();
    expect(await heard(a, 'waitlist.offer_reminder')).toBe(0);
    clock().set(new Date(deadline - 2 * HOUR));
    await t.app.scheduler.runOnce();
    await t.app.scheduler.runOnce();
    expect(await heard(a, 'waitlist.offer_reminder')).toBe(1);
    expect(await mails(a, 'waitlist.offer_reminder')).toBe(1);
    clock().set(new Date(deadline));
    // Past the deadline the offer is closed even before the job runs.
    expectError(await accept(classId, a), 409, NO_OFFER);
    await t.app.scheduler.runOnce();
    await t.app.scheduler.runOnce();
    expect(await heard(a, 'waitlist.offer_expired')).toBe(1);
    expect(await offered(classId)).toEqual([b.studentId]);
    expect(await heard(b, 'waitlist.offered')).toBe(1);
    expect((await t.request({ url: '/api/classes/student/waitlists', token: a.token })).json()).toEqual([]);
    expect((await accept(classId, b)).statusCode).toBe(201);
  });

  it('two students accepting two offers for the last place: exactly one gets it', async () => {
    clock().set(START);
    const { classId, members, queue } = await waitedClass(3, 2);
    const [a, b] = queue as [TestStudent, TestStudent];
    await Promise.all([withdraw(classId, members[1]!), withdraw(classId, members[2]!)]);
    expect(await offered(classId)).toEqual([a.studentId, b.studentId]);
    // The admin lowers the cap to the one student left plus one: two offers, one place.
    const cap = await t.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/capacity`,
      payload: { maxStudents: 2 },
      token: s.adminToken,
    });
    expect(cap.statusCode, cap.body).toBe(200);
    const answers = await Promise.all([accept(classId, b), accept(classId, a)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 2, rows: 2 });
    // The earlier offer comes first, whichever request arrived first.
    expect((await classCounts(t, classId)).students).toContain(a.studentId);
    expectError(answers[0]!, 409, 'La clase ya está llena.');
  });
});
