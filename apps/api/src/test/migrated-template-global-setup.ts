import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createEmptyDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test database is copied from (test-database.ts): a SQLite file or a PostgreSQL database's name. */
    migratedTemplate: string;
  }
}

/**
 * Migrates one database per run and hands it to the workers: every test database is a copy of it (a file copy on
 * SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL) instead of running the 30-odd migrations again, which cost
 * 0.2 s a database on SQLite and 2–3 s on PostgreSQL, several hundred times a run. The migrations themselves keep
 * their own tests (db/migrate*.test.ts start from an empty database).
 */
export default async function setup(project: TestProject) {
  const dialect = project.config.env['TEST_DIALECT'] === 'postgres' ? 'postgres' : 'sqlite';
  const template = await createEmptyDatabase(dialect);
  const handle = createDatabase(template.config);
  try {
    await migrateToLatest(handle.db);
  } finally {
    // Closed before any copy: PostgreSQL copies only a template nobody is connected to, and SQLite folds its
    // write-ahead log into the file on the last close.
    await handle.destroy();
  }
  project.provide(
    'migratedTemplate',
    template.config.dialect === 'sqlite' ? template.config.file : new URL(template.url).pathname.slice(1),
  );
  return () => template.drop();
}
