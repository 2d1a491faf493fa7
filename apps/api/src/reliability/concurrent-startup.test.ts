import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { migrations } from '../db/migrations/index.ts';
import { CAREERS } from '../db/seed/catalog-data.ts';
import { DEMO_STAFF } from '../db/seed/people-data.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { createEmptyDatabase, TEST_DIALECT } from '../test/test-database.ts';

/**
 * Many processes, one database: three real server processes started at the same
 * moment on an empty database all come up, and the schema and the demo data are there exactly once
 * (before the startup lock, one of two processes on PostgreSQL exited on careers_name_key).
 */
describe(`N processes starting together on an empty database (${TEST_DIALECT})`, () => {
  const servers: ServerProcess[] = [];
  let database: { url: string; drop(): Promise<void> } | undefined;
  let handle: DatabaseHandle | undefined;

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await handle?.destroy();
    await database?.drop();
  });

  it('all three come up; migrations and demo data are applied once', async () => {
    database = await createEmptyDatabase();
    const started = await Promise.allSettled(
      [1, 2, 3].map(() =>
        startServerProcess({ DATABASE_URL: database!.url, PUBLIC_URL: 'http://127.0.0.1:3000', SEED_DEMO: 'true' }),
      ),
    );
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);

    for (const s of servers) {
      const res = await fetch(`${s.url}/api/health/ready`);
      expect(res.status).toBe(200);
    }
    handle = createDatabase(
      TEST_DIALECT === 'sqlite'
        ? { dialect: 'sqlite', file: database.url.slice('sqlite:'.length) }
        : { dialect: 'postgres', url: database.url, poolSize: 2 },
    );
    const applied = await handle.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied).toHaveLength(Object.keys(migrations).length);
    const careers = await handle.db.selectFrom('careers').select('name').execute();
    expect(careers).toHaveLength(CAREERS.length);
    const staff = await handle.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', DEMO_STAFF[0]!.email)
      .execute();
    expect(staff).toHaveLength(1);
  }, 180_000);
});
