import { Migrator } from 'kysely';
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
import { migrations } from './index.ts';

/** The class-lifecycle migration applies "what counts" to the data already there. */
describe(`migration 2026-11-26-0020-class-lifecycle (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('releases what rejected and cancelled classes held, and keeps their rows', async () => {
    const db = database.handle.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    // Back to just before this migration (the later ones are undone first).
    const down = await migrator.migrateTo('2026-11-26-0010-phone-normal-form');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('2026-11-26-0020-class-lifecycle');

    // Data as the old rules left it: a rejected class still counted for its students.
    const careerId = await createCareer(db);
    const subjectId = await createSubject(db, { careerIds: [careerId] });
    const rejected = await createClass(db, { subjectId });
    const cancelled = await createClass(db, { subjectId });
    const open = await createClass(db, { subjectId });
    const a = (await createStudentUser(db, { profile: { careerId } })).studentId!;
    const b = (await createStudentUser(db, { profile: { careerId } })).studentId!;
    await enrolBeforeSummerCounts(db, a, rejected, true);
    await enrolBeforeSummerCounts(db, a, open, true);
    await enrolBeforeSummerCounts(db, b, cancelled, true);
    await enrolBeforeSummerCounts(db, b, rejected);
    await db.updateTable('classes').set({ status: 'rechazado' }).where('id_class', '=', rejected).execute();
    await db.updateTable('classes').set({ status: 'cancelled' }).where('id_class', '=', cancelled).execute();

    expect(await migrateToLatest(db)).toContain('2026-11-26-0020-class-lifecycle');
    // What still counts, as the later per-summer counters carry it: a holds the open class, b nothing.
    const counters = await db
      .selectFrom('student_summers')
      .select(['id_student', 'enrolments'])
      .orderBy('id_student')
      .execute();
    expect(counters).toEqual([{ id_student: a, enrolments: 1 }]);
    const classes = await db
      .selectFrom('classes')
      .select(['id_class', 'enrolled', 'mobility_enrolled'])
      .orderBy('id_class')
      .execute();
    expect(classes).toEqual([
      { id_class: rejected, enrolled: 0, mobility_enrolled: 0 },
      { id_class: cancelled, enrolled: 0, mobility_enrolled: 0 },
      { id_class: open, enrolled: 1, mobility_enrolled: 0 },
    ]);
    const rows = await db.selectFrom('student_classes').select('id_student_class').execute();
    expect(rows).toHaveLength(4);
  });
});
