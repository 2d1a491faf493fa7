import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { INVARIANTS } from './invariants.ts';
import { lifecycleInvariantViolations } from './lifecycle-invariants.ts';
import { seedDemoData } from './seed/seed.ts';

/** The one list of invariants (the tests, the reliability scripts and the bench): each query runs and finds what it names. */
describe(`database invariants (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.handle.db, new Date('2026-05-01T12:00:00Z'));
  }, 120_000);
  afterAll(() => database.drop());

  it('have unique keys and names', () => {
    expect(new Set(INVARIANTS.map((i) => i.key)).size).toBe(INVARIANTS.length);
    expect(new Set(INVARIANTS.map((i) => i.name)).size).toBe(INVARIANTS.length);
  });

  it('report broken counters, with the rows that break them', async () => {
    const db = database.handle.db;
    expect(await lifecycleInvariantViolations(db)).toEqual([]);
    const { id_class } = await db
      .selectFrom('classes')
      .select('id_class')
      .where('mobility_enrolled', '=', 0)
      .where('status', 'not in', ['rechazado', 'cancelled'])
      .orderBy('id_class')
      .executeTakeFirstOrThrow();
    const change = (by: number) =>
      sql`UPDATE classes SET enrolled = enrolled + ${by}, mobility_enrolled = mobility_enrolled + ${by} WHERE id_class = ${id_class}`.execute(
        db,
      );
    await change(1);
    try {
      const problems = await lifecycleInvariantViolations(db);
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(
        new RegExp(`^class-mobility .*: 1 \\[\\{"id_class":${id_class},"mobility_enrolled":1\\}\\]$`),
      );
      expect(problems[1]).toMatch(new RegExp(`^class-counter .*: 1 \\[\\{"id_class":${id_class},`));
    } finally {
      await change(-1);
    }
    expect(await lifecycleInvariantViolations(db)).toEqual([]);
  });

  it('report a summer’s counter that differs from its rows, and rows of a summer with no counter', async () => {
    const db = database.handle.db;
    const row = await db
      .selectFrom('student_summers')
      .selectAll()
      .where('enrolments', '>', 0)
      .orderBy('id_student')
      .orderBy('period')
      .executeTakeFirstOrThrow();
    const where = sql`id_student = ${row.id_student} AND period = ${row.period}`;
    await sql`UPDATE student_summers SET enrolments = enrolments - 1 WHERE ${where}`.execute(db);
    try {
      const problems = await lifecycleInvariantViolations(db);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        new RegExp(`^student-counter .*"id_student":${row.id_student},"period":${row.period}`),
      );
    } finally {
      await sql`UPDATE student_summers SET enrolments = enrolments + 1 WHERE ${where}`.execute(db);
    }
    await sql`DELETE FROM student_summers WHERE ${where}`.execute(db);
    try {
      const problems = await lifecycleInvariantViolations(db);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^student-counter /);
    } finally {
      await db.insertInto('student_summers').values(row).execute();
    }
    expect(await lifecycleInvariantViolations(db)).toEqual([]);
  });

  it('report an offer without its deadline (the seed holds a whole one)', async () => {
    const db = database.handle.db;
    const offer = await db
      .selectFrom('class_waitlist')
      .select(['id', 'offer_expires_at'])
      .where('offered_at', 'is not', null)
      .executeTakeFirstOrThrow();
    await db.updateTable('class_waitlist').set({ offer_expires_at: null }).where('id', '=', offer.id).execute();
    try {
      const problems = await lifecycleInvariantViolations(db);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^waitlist-offer /);
    } finally {
      await db
        .updateTable('class_waitlist')
        .set({ offer_expires_at: offer.offer_expires_at })
        .where('id', '=', offer.id)
        .execute();
    }
    expect(await lifecycleInvariantViolations(db)).toEqual([]);
  });
});
