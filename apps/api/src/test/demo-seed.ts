import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/tables.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** The moment the demo data of the seed tests is seeded at. */
export const DEMO_SEED_DATE = new Date('2026-05-01T12:00:00Z');

/**
 * A fresh test database with the demo data, for the describe block that calls this: made before its
 * tests, dropped after them. Read `seeded.db` inside the tests (it does not exist before).
 */
export function useDemoSeed(): { readonly db: Db } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.handle.db, DEMO_SEED_DATE);
  }, 120_000);
  afterAll(() => database?.drop());
  return {
    get db() {
      if (!database) throw new Error('The demo database exists only inside the tests.');
      return database.handle.db;
    },
  };
}
