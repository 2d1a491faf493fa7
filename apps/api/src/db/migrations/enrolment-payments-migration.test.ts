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

/** The payments migration carries the enrolments already there along as pending. */
describe(`migration 2026-11-27-0300-enrolment-payments (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('existing enrolments start as pendiente, without folio or date', async () => {
    const db = database.handle.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('2026-11-26-0031-revoked-tokens');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('2026-11-27-0300-enrolment-payments');

    const careerId = await createCareer(db);
    const subjectId = await createSubject(db, { careerIds: [careerId] });
    const classId = await createClass(db, { subjectId });
    for (let i = 0; i < 3; i++) {
      const studentId = (await createStudentUser(db, { profile: { careerId } })).studentId!;
      await enrolBeforeSummerCounts(db, studentId, classId, i === 0);
    }

    expect(await migrateToLatest(db)).toContain('2026-11-27-0300-enrolment-payments');
    const rows = await db
      .selectFrom('student_classes')
      .select(['payment_status', 'payment_folio', 'payment_date'])
      .where('id_class', '=', classId)
      .execute();
    expect(rows).toEqual(Array(3).fill({ payment_status: 'pendiente', payment_folio: null, payment_date: null }));
  });
});
