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

/**
 * The status «Finalizada» needs a wider CHECK; SQLite rebuilds `classes` for it. Its rows, the keys that point
 * at it and its triggers (the class list's rows version) come through; a status outside the list is still refused.
 */
describe(`migration 2026-12-03-0300-grades-acta (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('keeps every class, its enrolments and its triggers, and accepts finished', async () => {
    const db = database.handle.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-12-02-0421-one-class-list-version')).error).toBeUndefined();
    const careerId = await createCareer(db);
    const subjectId = await createSubject(db, { careerIds: [careerId] });
    const classId = await createClass(db, { subjectId, status: 'active' });
    const student = await createStudentUser(db, { profile: { careerId } });
    await enrolBeforeSummerCounts(db, student.studentId!, classId, true);

    expect(await migrateToLatest(db)).toContain('2026-12-03-0300-grades-acta');
    const cls = await db.selectFrom('classes').select(['id_class', 'status', 'enrolled']).execute();
    expect(cls).toEqual([{ id_class: classId, status: 'active', enrolled: 1 }]);
    const version = async () =>
      Number((await db.selectFrom('class_rows_version').select('version').executeTakeFirstOrThrow()).version);
    const before = await version();
    await db.updateTable('classes').set({ status: 'finished' }).where('id_class', '=', classId).execute();
    expect(await version()).not.toBe(before);
    await expect(
      db.updateTable('classes').set({ status: 'terminada' }).where('id_class', '=', classId).execute(),
    ).rejects.toThrow();
    // The enrolment still points at the class; a grade out of range and a key to no class are refused.
    const rows = await db.selectFrom('student_classes').select(['id_class', 'grade']).execute();
    expect(rows).toEqual([{ id_class: classId, grade: null }]);
    await expect(
      db.updateTable('student_classes').set({ grade: 101 }).where('id_class', '=', classId).execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('student_classes')
        .values({
          id_student: student.studentId!,
          id_class: 999_999,
          group_leader: 0,
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });
});
