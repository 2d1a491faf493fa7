import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
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

/**
 * A fresh, migrated database of its own for one test file: a temporary SQLite file, or a new
 * PostgreSQL database on the TEST_DATABASE_URL server (dropped afterwards).
 */
export async function createTestDatabase(dialect = TEST_DIALECT): Promise<TestDatabase> {
  const name = `portal_t_${randomBytes(5).toString('hex')}`;
  if (dialect === 'sqlite') {
    const file = path.join(tmpdir(), `${name}.sqlite`);
    const config: DatabaseConfig = { dialect: 'sqlite', file };
    const handle = createDatabase(config);
    await migrateToLatest(handle.db);
    return {
      handle,
      url: `sqlite:${file}`,
      config,
      async drop() {
        await handle.destroy();
        for (const suffix of ['', '-wal', '-shm', '.startup-lock']) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('TEST_DATABASE_URL es necesario para las pruebas en PostgreSQL');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { dialect: 'postgres', url: url.toString(), poolSize: 20 };
  const handle = createDatabase(config);
  await migrateToLatest(handle.db);
  return {
    handle,
    url: url.toString(),
    config,
    async drop() {
      await handle.destroy();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
