import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPayments } from '@portal/domain/schemas';
import { buildApp } from '../app.ts';
import { SettableClock } from '../lib/clock.ts';
import type { Db } from '../db/tables.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database.ts';
import { startServerProcess } from '../test/server-process.ts';
import {
  createClass,
  createCareer,
  createEnrolledStudent,
  createStaff,
  createSubject,
  enrolDirectly,
  createOpenPeriod,
} from '../test/fixtures.ts';
import { classScenario, type TestStudent } from '../test/class-scenario.ts';

// Approved on 29 June 2026 (Cancun): due 4 July; reminded from 3 July 00:00; released from 7 July 00:00 (grace 2).
const APPROVED_AT = '2026-06-29T15:00:00Z';
const REMIND_AT = new Date('2026-07-03T05:00:00Z');
const EXPIRE_AT = new Date('2026-07-07T05:00:00Z');

async function count(db: Db, table: 'notifications' | 'activity_log', column: 'kind' | 'action', value: string) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`payment deadlines: a reminder 48 h before, the place released after the grace (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let approved: number;
  let waited: number;
  let payer: TestStudent;
  let late: TestStudent;
  const clock = () => t.app.clock as SettableClock;

  beforeAll(async () => {
    t = await createTestApp({ CLOCK_AT: APPROVED_AT });
    s = await classScenario(t);
    const subjectId = await createSubject(t.db, { careerIds: [s.careerId] });
    approved = await createClass(t.db, { subjectId });
    const other = await createClass(t.db, { subjectId });
    // A full pending class (one seat) the late student waits for; at the 2-class limit they are skipped.
    waited = await createClass(t.db, { subjectId, maxStudents: 1 });
    payer = await s.student();
    late = await s.student();
    await enrolDirectly(t.db, payer.studentId, approved, true);
    await enrolDirectly(t.db, late.studentId, approved);
    await enrolDirectly(t.db, late.studentId, other);
    await enrolDirectly(t.db, (await s.student()).studentId, waited);
    const join = await t.request({
      method: 'POST',
      url: `/api/classes/${waited}/waitlist`,
      token: late.token,
      payload: {},
    });
    expect(join.statusCode, join.body).toBe(201);
    // The one seat frees, but the late student is at the limit: they keep their turn.
    const holder = await t.db
      .selectFrom('student_classes')
      .select('id_student')
      .where('id_class', '=', waited)
      .executeTakeFirstOrThrow();
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/classes/${waited}/student/${holder.id_student}`,
      token: s.adminToken,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const res = await t.request({
      method: 'POST',
      url: `/api/classes/${approved}/status/aprobado`,
      payload: { belowQuorumReason: 'Autorizado' },
      token: s.adminToken,
    });
    expect(res.statusCode).toBe(200);
    // The payer pays and finance validates: their place is safe.
    await t.db
      .updateTable('place_payments')
      .set({ status: 'validado' })
      .where('id_student', '=', payer.studentId)
      .execute();
  });
  afterAll(() => t?.close());

  it('reminds, once, from 48 hours before the due day ends — only who still owes', async () => {
    clock().set(new Date(REMIND_AT.getTime() - 1000));
    expect(await t.app.scheduler.runOnce()).toEqual([]);
    clock().set(REMIND_AT);
    expect((await t.app.scheduler.runOnce()).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^payment-reminder:/)]),
    );
    expect(await count(t.db, 'notifications', 'kind', 'payment.reminder')).toBe(1);
    expect(await t.app.scheduler.runOnce()).toEqual([]);
    expect(await count(t.db, 'notifications', 'kind', 'payment.reminder')).toBe(1);
  });

  it('after the grace the unpaid payment is «vencido», the place released, and the waitlist moves', async () => {
    clock().set(new Date(EXPIRE_AT.getTime() - 1000));
    await t.app.scheduler.runOnce();
    expect(
      (
        await t.db
          .selectFrom('place_payments')
          .select('status')
          .where('id_student', '=', late.studentId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('pendiente');
    clock().set(EXPIRE_AT);
    await t.app.scheduler.runOnce();
    const mine = (await t.request({ method: 'GET', url: '/api/payments/mine', token: late.token })).json<MyPayments>();
    expect(mine.payments.find((p) => p.classId === approved)!.status).toBe('vencido');
    const places = await t.db
      .selectFrom('student_classes')
      .select(['id_class'])
      .where('id_student', '=', late.studentId)
      .execute();
    // Out of the approved class; with their limit freed, offered the seat of the class they waited for.
    expect(places.some((p) => p.id_class === approved)).toBe(false);
    expect(places.some((p) => p.id_class === waited)).toBe(false);
    const offer = await t.db
      .selectFrom('class_waitlist')
      .select('offer_expires_at')
      .where('id_class', '=', waited)
      .where('id_student', '=', late.studentId)
      .executeTakeFirstOrThrow();
    expect(offer.offer_expires_at).toEqual(expect.any(String));
    const cls = await t.db
      .selectFrom('classes')
      .select('enrolled')
      .where('id_class', '=', approved)
      .executeTakeFirstOrThrow();
    expect(cls.enrolled).toBe(1);
    expect(await count(t.db, 'notifications', 'kind', 'payment.expired')).toBe(1);
    expect(await count(t.db, 'notifications', 'kind', 'waitlist.offered')).toBe(1);
    // The validated payer keeps their place.
    expect(
      await t.db.selectFrom('student_classes').select('id_student').where('id_class', '=', approved).execute(),
    ).toEqual([{ id_student: payer.studentId }]);
  });
});

describe.runIf(TEST_DIALECT === 'postgres')(
  'payment deadlines with two server processes on one PostgreSQL database',
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.drop());

    it('release each unpaid place once, catching up after the servers were down', async () => {
      const db = database.handle.db;
      const app = await buildApp(testConfig(database), {
        database: database.handle,
        logger: false,
        clock: new SettableClock(new Date(APPROVED_AT)),
      });
      await app.ready();
      await createOpenPeriod(db, 2026, { today: '2026-06-29' });
      const careerId = await createCareer(db);
      const subjectId = await createSubject(db, { careerIds: [careerId] });
      const admin = await createStaff(db, { role: 'admin' });
      const { token } = await app.staffTokens.sign({ userId: admin.userId, role: 'admin' });
      const classes: number[] = [];
      for (let c = 0; c < 3; c++) {
        const id = await createClass(db, { subjectId });
        for (let i = 0; i < 4; i++) await createEnrolledStudent(db, careerId, id);
        const res = await app.inject({
          method: 'POST',
          url: `/api/classes/${id}/status/aprobado`,
          payload: { belowQuorumReason: 'Autorizado' },
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(200);
        classes.push(id);
      }
      await app.close();

      const env = {
        DATABASE_URL: database.url,
        PUBLIC_URL: 'http://portal.test',
        CLOCK_AT: '2026-07-20T12:00:00Z',
        SCHEDULER_POLL_MS: '50',
      };
      const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      try {
        for (let i = 0; i < 600; i++) {
          const left = await db.selectFrom('scheduled_jobs').select('id').where('done_at', 'is', null).execute();
          if (left.length === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
      } finally {
        await Promise.all(servers.map((p) => p.stop()));
      }
      const payments = await db.selectFrom('place_payments').select('status').execute();
      expect(payments).toHaveLength(12);
      expect(payments.every((p) => p.status === 'vencido')).toBe(true);
      expect(await count(db, 'activity_log', 'action', 'payment.expired')).toBe(12);
      expect(await count(db, 'notifications', 'kind', 'payment.expired')).toBe(12);
      expect(await count(db, 'notifications', 'kind', 'payment.reminder')).toBe(12);
      for (const id of classes) {
        const cls = await db
          .selectFrom('classes')
          .select('enrolled')
          .where('id_class', '=', id)
          .executeTakeFirstOrThrow();
        expect(cls.enrolled).toBe(0);
      }
      const students = await db.selectFrom('student_summers').select('enrolments').execute();
      expect(students.length).toBeGreaterThan(0);
      expect(students.every((st) => Number(st.enrolments) === 0)).toBe(true);
    }, 180_000);
  },
);
