import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from './index.ts';

/**
 * Migrations apply in the order of their names, and a database keeps the ones it ran: a new migration must be
 * named after every one already in the list, or a database migrated before it is refused ("corrupted
 * migrations") at the next start.
 */
describe(`the order of the migrations (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('lists them in the order of their names, each new one at the end', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
  });

  it('takes a database migrated before the summer calendar\u2019s money and grades to the latest', async () => {
    const db = database.handle.db;
    // What a database had once the eligibility rules landed: every migration up to theirs, and no later one.
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-12-03-0200-eligibility')).error).toBeUndefined();
    const executed = (await migrator.getMigrations()).filter((m) => m.executedAt).map((m) => m.name);
    expect(executed.at(-1)).toBe('2026-12-03-0200-eligibility');
    const applied = await migrateToLatest(db);
    expect(applied).toContain('2026-12-03-0210-place-payments');
    expect(applied.at(-1)).toBe(Object.keys(migrations).at(-1));
  });
});
