import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  createCareer,
  createClass,
  createStudentUser,
  createSubject,
  enrolBeforeSummerCounts,
} from '../../test/fixtures.ts';
import { migrateToLatest } from '../migrate.ts';
import { lifecycleInvariantViolations } from '../lifecycle-invariants.ts';
import { migrations } from './index.ts';

/** The per-summer counters carry each student's classes that count over, summer by summer. */
describe(`migration 2026-12-05-0100-summer-enrolment-counts (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('counts each summer’s classes that count on its own row, and leaves released ones out', async () => {
    const db = database.handle.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('2026-12-04-0500-subject-interest');
    expect(down.error).toBeUndefined();

    const careerId = await createCareer(db);
    const subjectId = await createSubject(db, { careerIds: [careerId] });
    const [a, b] = [
      (await createStudentUser(db, { profile: { careerId } })).studentId!,
      (await createStudentUser(db, { profile: { careerId } })).studentId!,
    ];
    // a: one class of 2025 that ran, one of 2026 pending and one of 2026 cancelled; b: one of 2025.
    const ran = await createClass(db, { subjectId, period: 2025, status: 'active' });
    const pending = await createClass(db, { subjectId, period: 2026 });
    const cancelled = await createClass(db, { subjectId, period: 2026 });
    await enrolBeforeSummerCounts(db, a, ran, true);
    await enrolBeforeSummerCounts(db, a, cancelled, true);
    await enrolBeforeSummerCounts(db, b, ran);
    // Released as the code of the time did: seat and student's counter given back, row kept.
    await db
      .updateTable('classes')
      .set({ status: 'cancelled', enrolled: 0 })
      .where('id_class', '=', cancelled)
      .execute();
    await sql`UPDATE students SET enrolments = enrolments - 1 WHERE id_student = ${a}`.execute(db);
    await enrolBeforeSummerCounts(db, a, pending, true);

    expect(await migrateToLatest(db)).toContain('2026-12-05-0100-summer-enrolment-counts');
    const counters = await db
      .selectFrom('student_summers')
      .select(['id_student', 'period', 'enrolments'])
      .orderBy('id_student')
      .orderBy('period')
      .execute();
    expect(counters).toEqual([
      { id_student: a, period: 2025, enrolments: 1 },
      { id_student: a, period: 2026, enrolments: 1 },
      { id_student: b, period: 2025, enrolments: 1 },
    ]);
    expect(await lifecycleInvariantViolations(db)).toEqual([]);
  });
});
