import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, TEST_DIALECT } from '../test/test-database.ts';
import { DatabaseAvailability } from './availability.ts';
import { resilientPool } from './pg-pool.ts';

/** Kysely's side of the pool: what it holds (a lease) and how it gives it back (`release(discard)`). */
interface Lease {
  query(text: string): Promise<{ rows: { pid: number }[] }>;
  release(discard?: boolean): void;
}

describe.runIf(TEST_DIALECT === 'postgres')('the PostgreSQL pool Kysely uses', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let pool: pg.Pool;
  let leases: { connect(): Promise<Lease> };
  const backend = async (lease: Lease) => (await lease.query('select pg_backend_pid() as pid')).rows[0]!.pid;

  beforeAll(async () => {
    database = await createEmptyDatabase('postgres');
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    leases = resilientPool(pool, 1, new DatabaseAvailability()) as unknown as typeof leases;
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('lends a connection given back whole again, and drops one Kysely discards (its ROLLBACK failed)', async () => {
    const first = await leases.connect();
    const pid = await backend(first);
    first.release();
    const again = await leases.connect();
    expect(await backend(again)).toBe(pid);
    // Kysely keeps a discarded connection refused for good, keyed by the lease: lent again, it would fail
    // every statement. The pool opens a new one instead.
    again.release(true);
    expect(pool.totalCount).toBe(0);
    const fresh = await leases.connect();
    expect(await backend(fresh)).not.toBe(pid);
    fresh.release();
  });
});
