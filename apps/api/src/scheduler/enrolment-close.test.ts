import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMER_2071_DATES } from '../test/summer-2071.ts';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database.ts';
import { startServerProcess } from '../test/server-process.ts';
import { createCareer, createClass, createEnrolledStudent, createStaff, createSubject } from '../test/fixtures.ts';
import { SettableClock } from '../lib/clock.ts';
import type { Db } from '../db/tables.ts';

const SUMMER = {
  year: 2071,
  ...SUMMER_2071_DATES,
  minStudents: 3,
};

/** A pending class of 2071 below its minimum of 3, one at it, and an approved one below it. */
async function threeClasses(db: Db) {
  const careerId = await createCareer(db);
  const subjectId = await createSubject(db, { careerIds: [careerId] });
  const below = await createClass(db, { subjectId, period: 2071 });
  const atMinimum = await createClass(db, { subjectId, period: 2071 });
  const approved = await createClass(db, { subjectId, period: 2071, status: 'aprobado' });
  for (let i = 0; i < 2; i++) await createEnrolledStudent(db, careerId, below);
  for (let i = 0; i < 3; i++) await createEnrolledStudent(db, careerId, atMinimum);
  await createEnrolledStudent(db, careerId, approved);
  return { below, atMinimum, approved };
}

async function effects(db: Db, classId: number) {
  const count = async (table: 'activity_log' | 'notifications', kindColumn: 'action' | 'kind', value: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(kindColumn, '=', value)
          .where('id_class', '=', classId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mails = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'class.at_risk')
    .executeTakeFirstOrThrow();
  return {
    logged: await count('activity_log', 'action', 'class.at_risk'),
    notified: await count('notifications', 'kind', 'class.at_risk'),
    mails: Number(mails.n),
  };
}

describe(`enrolment close marks classes below their minimum, once (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let classes: Awaited<ReturnType<typeof threeClasses>>;
  const clock = () => t.app.clock as SettableClock;

  beforeAll(async () => {
    t = await createTestApp({ CLOCK_AT: '2071-06-10T12:00:00Z' });
    const admin = await createStaff(t.db, { role: 'admin' });
    const token = await t.staffToken(admin.userId, 'admin');
    const res = await t.request({ method: 'POST', url: '/api/periods', token, payload: SUMMER });
    expect(res.statusCode).toBe(201);
    classes = await threeClasses(t.db);
  });
  afterAll(() => t.close());

  it('runs on the first Cancun day after enrolment closes, not before', async () => {
    clock().set(new Date('2071-06-13T04:59:00Z')); // June 12, 23:59 in Cancun
    expect(await t.app.scheduler.runOnce()).toEqual([]);
    clock().set(new Date('2071-06-13T05:00:00Z'));
    expect(await t.app.scheduler.runOnce()).toEqual(['enrolment-close:2071']);
    const res = await t.request({ method: 'GET', url: `/api/classes/${classes.below}` });
    expect(res.json()).toMatchObject({ at_risk: true });
    for (const id of [classes.atMinimum, classes.approved]) {
      expect((await t.request({ method: 'GET', url: `/api/classes/${id}` })).json().at_risk).toBeUndefined();
    }
    expect(await effects(t.db, classes.below)).toEqual({ logged: 1, notified: 2, mails: 2 });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('kind', '=', 'class.at_risk')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('no alcanzó el mínimo de inscritos (2 de 3 inscritos)');
  });

  it('does not run twice', async () => {
    clock().set(new Date('2071-06-20T12:00:00Z'));
    expect(await t.app.scheduler.runOnce()).toEqual([]);
    expect(await effects(t.db, classes.below)).toEqual({ logged: 1, notified: 2, mails: 2 });
  });
});

describe(`scheduled work catches up after the server was down (${TEST_DIALECT})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('a server that starts after the due instant does the work on start', async () => {
    const db = database.handle.db;
    const config = testConfig(database, { SCHEDULER_POLL_MS: '3600000' });
    // The period is written while "enrolment is open"; no server runs when it closes.
    const first = await buildApp(config, {
      database: database.handle,
      logger: false,
      clock: new SettableClock(new Date('2071-06-01T12:00:00Z')),
    });
    await first.ready();
    const admin = await createStaff(db, { role: 'admin' });
    const { token } = await first.staffTokens.sign({ userId: admin.userId, role: 'admin' });
    const res = await first.inject({
      method: 'POST',
      url: '/api/periods',
      payload: SUMMER,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(201);
    const classes = await threeClasses(db);
    await first.close();

    const later = await buildApp(config, {
      database: database.handle,
      logger: false,
      clock: new SettableClock(new Date('2071-07-01T12:00:00Z')),
    });
    await later.ready();
    // Stopping waits for the look the start began.
    await later.scheduler.stop();
    expect(await effects(db, classes.below)).toMatchObject({ logged: 1, notified: 2 });
    await later.close();
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('mark each class once', async () => {
    const db = database.handle.db;
    const at = '2071-06-01T12:00:00.000Z';
    const periods = [2071, 2072, 2073, 2074];
    const below: number[] = [];
    for (const year of periods) {
      await db
        .insertInto('periods')
        .values({
          year,
          proposals_open: `${year}-04-20`,
          proposals_close: `${year}-05-29`,
          enrolment_open: `${year}-05-04`,
          enrolment_close: `${year}-06-12`,
          publication: `${year}-06-19`,
          classes_start: `${year}-07-06`,
          classes_end: `${year}-08-14`,
          grades_due: `${year}-08-21`,
          payment_days: 5,
          min_students: 3,
          max_students: 30,
          mobility_seats: 5,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await db
        .insertInto('scheduled_jobs')
        .values({
          job_key: `enrolment-close:${year}`,
          kind: 'enrolment-close',
          period_year: year,
          due_at: `${year}-06-13T05:00:00.000Z`,
          done_at: null,
          result: null,
          created_at: at,
        })
        .execute();
      const careerId = await createCareer(db);
      const subjectId = await createSubject(db, { careerIds: [careerId] });
      for (let i = 0; i < 5; i++) {
        const id = await createClass(db, { subjectId, period: year });
        await createEnrolledStudent(db, careerId, id);
        below.push(id);
      }
    }
    const env = {
      DATABASE_URL: database.url,
      PUBLIC_URL: 'http://portal.test',
      CLOCK_AT: '2075-01-01T12:00:00Z',
      SCHEDULER_POLL_MS: '50',
    };
    const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      // Both look every 50 ms; the last job done, each class must have been marked exactly once.
      for (let i = 0; i < 600; i++) {
        const left = await db.selectFrom('scheduled_jobs').select('id').where('done_at', 'is', null).execute();
        if (left.length === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
    const jobs = await db.selectFrom('scheduled_jobs').select(['job_key', 'done_at']).execute();
    expect(jobs.every((j) => j.done_at !== null)).toBe(true);
    for (const id of below) expect(await effects(db, id)).toMatchObject({ logged: 1, notified: 1 });
    const mails = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'class.at_risk')
      .executeTakeFirstOrThrow();
    expect(Number(mails.n)).toBe(below.length);
  }, 180_000);
});
