import { randomBytes } from 'node:crypto';
import { copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../config.ts';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** The dialect this test run is for: Vitest's api:sqlite and api:postgres projects set it. */
export const TEST_DIALECT: 'sqlite' | 'postgres' = process.env['TEST_DIALECT'] === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** What DATABASE_URL would be for this database (to start a server process on it). */
  url: string;
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** The files of a SQLite database: the database, its write-ahead log and the startup lock. */
const SQLITE_FILE_SUFFIXES = ['', '-wal', '-shm', '.startup-lock'];

/**
 * A new, empty database (not migrated): a temporary SQLite file, or a new PostgreSQL database on the
 * TEST_DATABASE_URL server; `drop` removes it. With `template` (a SQLite file, a PostgreSQL database's name),
 * a copy of that database instead.
 */
export async function createEmptyDatabase(
  dialect = TEST_DIALECT,
  template?: string,
): Promise<{ url: string; config: DatabaseConfig; drop(): Promise<void> }> {
  const name = `portal_t_${randomBytes(5).toString('hex')}`;
  if (dialect === 'sqlite') {
    const file = path.join(tmpdir(), `${name}.sqlite`);
    if (template) copyFileSync(template, file);
    return {
      url: `sqlite:${file}`,
      config: { dialect: 'sqlite', file },
      async drop() {
        for (const suffix of SQLITE_FILE_SUFFIXES) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('TEST_DATABASE_URL es necesario para las pruebas en PostgreSQL');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    config: { dialect: 'postgres', url: url.toString(), poolSize: 20 },
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A fresh, migrated database of its own for one test file: a temporary SQLite file, or a new
 * PostgreSQL database on the TEST_DATABASE_URL server (dropped afterwards). It is a copy of the run's
 * migrated template (migrated-template-global-setup.ts) when the run has one for this dialect.
 */
export async function createTestDatabase(dialect = TEST_DIALECT): Promise<TestDatabase> {
  const template = dialect === TEST_DIALECT ? inject('migratedTemplate') : undefined;
  const empty = await createEmptyDatabase(dialect, template);
  const handle = createDatabase(empty.config);
  // Without a template (a dialect other than the project's): migrated here.
  if (!template) await migrateToLatest(handle.db);
  return {
    handle,
    url: empty.url,
    config: empty.config,
    async drop() {
      await handle.destroy();
      await empty.drop();
    },
  };
}
