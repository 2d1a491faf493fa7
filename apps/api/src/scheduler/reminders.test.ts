import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classesStartReminderAt } from '@portal/domain/rules';
import { buildApp } from '../app.ts';
import { SettableClock } from '../lib/clock.ts';
import type { Db } from '../db/tables.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database.ts';
import { startServerProcess } from '../test/server-process.ts';
import {
  createCareer,
  createClass,
  createEnrolledStudent,
  createOpenPeriod,
  createStaff,
  createStudentUser,
  createSubject,
} from '../test/fixtures.ts';
import { scheduleJob } from './scheduled-jobs.repository.ts';

// The scenario's today; classes start 40 days later (2026-07-20), so the reminder is due 2026-07-19 09:00 Cancun.
const TODAY = '2026-06-10';
const T0 = '2026-06-10T15:00:00Z';

async function count(db: Db, kind: string) {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function mails(db: Db, kind: string) {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * An approved class with 3 students (to hear that classes start tomorrow) and a full pending class of 1
 * seat with 3 students waiting; the classes-start reminder is on the scheduler. Returns the pending class.
 */
async function scene(db: Db) {
  await createOpenPeriod(db, 2026, { today: TODAY });
  const careerId = await createCareer(db);
  const subjectId = await createSubject(db, { careerIds: [careerId] });
  const approved = await createClass(db, { subjectId, status: 'aprobado' });
  for (let i = 0; i < 3; i++) await createEnrolledStudent(db, careerId, approved, { leader: i === 0 });
  const pending = await createClass(db, { subjectId, maxStudents: 1 });
  await createEnrolledStudent(db, careerId, pending, { leader: true });
  for (let ticket = 1; ticket <= 3; ticket++) {
    const st = await createStudentUser(db, { profile: { careerId } });
    await db
      .insertInto('class_waitlist')
      .values({ id_class: pending, id_student: st.studentId!, ticket, created_at: T0 })
      .execute();
  }
  await db.updateTable('classes').set({ waitlist_tickets: 3 }).where('id_class', '=', pending).execute();
  await scheduleJob(
    db,
    {
      key: 'classes-start-reminder:2026',
      kind: 'classes-start-reminder',
      periodYear: 2026,
      dueAt: classesStartReminderAt({ classesStart: '2026-07-20' }),
    },
    T0,
  );
  return { pending };
}

describe(`reminders through the outbox, each once (${TEST_DIALECT})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CLOCK_AT: T0 });
  });
  afterAll(() => t?.close());

  it('classes start tomorrow: every student of a confirmed class hears it once, with the room and the WhatsApp group', async () => {
    await scene(t.db);
    const clock = t.app.clock as SettableClock;
    clock.set(new Date('2026-07-19T13:59:00Z'));
    await t.app.scheduler.runOnce();
    expect(await count(t.db, 'class.starts_tomorrow')).toBe(0);
    clock.set(new Date('2026-07-19T14:00:00Z'));
    await t.app.scheduler.runOnce();
    await t.app.scheduler.runOnce();
    expect(await count(t.db, 'class.starts_tomorrow')).toBe(3);
    expect(await mails(t.db, 'class.starts_tomorrow')).toBe(3);
    const body = await t.db
      .selectFrom('notifications')
      .select('body')
      .where('kind', '=', 'class.starts_tomorrow')
      .executeTakeFirstOrThrow();
    expect(body.body).toContain('Salón: por asignar.');
    expect(body.body).toContain('Grupo de WhatsApp: https://chat.whatsapp.com/');
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('reminders with two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('offer reminders, offer expiries and the classes-start reminder happen once each, catching up after downtime', async () => {
    const db = database.handle.db;
    const app = await buildApp(testConfig(database), {
      database: database.handle,
      logger: false,
      clock: new SettableClock(new Date(T0)),
    });
    await app.ready();
    const { pending } = await scene(db);
    const admin = await createStaff(db, { role: 'admin' });
    const { token } = await app.staffTokens.sign({ userId: admin.userId, role: 'admin' });
    // Three more seats: one offer to each waiting student, 24 h each, reminded 2 h before.
    const cap = await app.inject({
      method: 'PATCH',
      url: `/api/classes/${pending}/capacity`,
      payload: { maxStudents: 4 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cap.statusCode, cap.body).toBe(200);
    await app.close();
    expect(await count(db, 'waitlist.offered')).toBe(3);

    const run = async (clockAt: string) => {
      const env = {
        DATABASE_URL: database.url,
        PUBLIC_URL: 'http://portal.test',
        CLOCK_AT: clockAt,
        SCHEDULER_POLL_MS: '50',
      };
      const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      try {
        for (let i = 0; i < 600; i++) {
          const left = await db
            .selectFrom('scheduled_jobs')
            .select('id')
            .where('done_at', 'is', null)
            .where('due_at', '<=', clockAt)
            .execute();
          if (left.length === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
      } finally {
        await Promise.all(servers.map((p) => p.stop()));
      }
    };
    // 1 h before the deadlines: the reminders are due, the deadlines not yet.
    await run('2026-06-11T14:00:00Z');
    expect(await count(db, 'waitlist.offer_reminder')).toBe(3);
    expect(await mails(db, 'waitlist.offer_reminder')).toBe(3);
    expect(await count(db, 'waitlist.offer_expired')).toBe(0);
    // The servers were down past the deadlines and up again the day before classes start.
    await run('2026-07-19T15:00:00Z');
    expect(await count(db, 'waitlist.offer_reminder')).toBe(3);
    expect(await count(db, 'waitlist.offer_expired')).toBe(3);
    expect(await mails(db, 'waitlist.offer_expired')).toBe(3);
    expect(await count(db, 'class.starts_tomorrow')).toBe(3);
    expect(await mails(db, 'class.starts_tomorrow')).toBe(3);
    expect(await db.selectFrom('class_waitlist').select('id').execute()).toEqual([]);
  }, 180_000);
});
