import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import type { DatabaseHandle } from './create-db.ts';
import { isDatabaseUnavailableError } from './db-errors.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoData, type SeedResult } from './seed/seed.ts';
import type { Db } from './tables.ts';

/** One key for "this database is being migrated or seeded" (any 64-bit number; this one spells PORTAL). */
const STARTUP_LOCK_KEY = 0x504f5254414cn;
const LOCK_POLL_MS = 200;
const LOCK_WAIT_MS = 10 * 60_000;

export interface StartupLog {
  info(msg: string): void;
}

/** Where the database is, for messages (never the password). */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.dialect === 'sqlite') return `SQLite ${config.file}`;
  const url = new URL(config.url);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/**
 * Checks that the database answers, a few times; gives up with a message that says what to check
 * (a silent endpoint is cut off by the connection timeout instead of hanging the start).
 */
export async function waitForDatabase(handle: DatabaseHandle, config: DatabaseConfig, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(handle.db);
      return;
    } catch (err) {
      if (!isDatabaseUnavailableError(err)) throw err;
      if (attempt >= attempts) {
        const seconds = ((config.connectTimeoutMs ?? 0) / 1000).toFixed(1);
        throw new Error(
          `No se pudo conectar con la base de datos (${describeDatabase(config)}) tras ${attempts} intentos ` +
            `(espera por intento: ${seconds} s): ${(err as Error).message}. Revise DATABASE_URL, que el servidor ` +
            'esté en marcha y acepte conexiones desde esta máquina; DATABASE_CONNECT_TIMEOUT_MS cambia la espera.',
          { cause: err },
        );
      }
      await sleep(1000);
    }
  }
}

/** Runs `work` while holding PostgreSQL's session advisory lock, on the one connection `work` receives. */
async function withPostgresLock<T>(db: Db, log: StartupLog, work: (db: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    const deadline = Date.now() + LOCK_WAIT_MS;
    let told = false;
    for (;;) {
      const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${STARTUP_LOCK_KEY}) as ok`.execute(conn);
      if (rows[0]?.ok) break;
      if (Date.now() > deadline) throw new Error('Otro proceso lleva más de 10 minutos migrando la base de datos.');
      if (!told) log.info('otro proceso está migrando la base de datos: se espera a que termine');
      told = true;
      await sleep(LOCK_POLL_MS);
    }
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(conn).catch(() => undefined);
    }
  });
}

/**
 * SQLite: an exclusive transaction on a small file beside the database is the lock (the operating
 * system releases it if the process dies). Polled, so the event loop never blocks for long.
 */
async function withSqliteLock<T>(file: string, log: StartupLog, work: () => Promise<T>): Promise<T> {
  if (file === ':memory:') return work();
  const lock = new SQLite(`${file}.startup-lock`);
  try {
    lock.pragma('busy_timeout = 50');
    const deadline = Date.now() + LOCK_WAIT_MS;
    let told = false;
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (err) {
        if (!isDatabaseUnavailableError(err) || Date.now() > deadline) throw err;
        if (!told) log.info('otro proceso está migrando la base de datos: se espera a que termine');
        told = true;
        await sleep(LOCK_POLL_MS);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}

/**
 * Migrates to the latest schema and, when asked, seeds the demo data on an empty database — once,
 * however many processes start together on the same database: they take turns under a lock, and
 * the ones that come later find the schema current and the data present.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: DatabaseConfig,
  options: { seed: boolean; log: StartupLog },
): Promise<{ migrations: string[]; seed: SeedResult | null }> {
  const work = async (db: Db) => {
    const migrations = await migrateToLatest(db);
    const seed = options.seed ? await seedDemoData(db) : null;
    return { migrations, seed };
  };
  if (config.dialect === 'postgres') return withPostgresLock(handle.db, options.log, work);
  return withSqliteLock(config.file, options.log, async () => {
    // Nothing is served yet: SQLite's own (blocking) busy handler may wait for other processes' locks,
    // also inside the seed's transaction. Serving, the connection waits with timers (sqlite-lock-wait.ts).
    await sql.raw(`pragma busy_timeout = ${config.statementTimeoutMs ?? 4000}`).execute(handle.db);
    try {
      return await work(handle.db);
    } finally {
      await sql.raw('pragma busy_timeout = 0').execute(handle.db);
    }
  });
}
