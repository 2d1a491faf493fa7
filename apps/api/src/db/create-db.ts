import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { DatabaseAvailability } from './availability.ts';
import { isDatabaseUnavailableError, isLockContention } from './db-errors.ts';
import { resilientPool } from './pg-pool.ts';
import { sessionGuards } from './session-guards.ts';
import { LockWaitSqliteDialect, setLockWait } from './sqlite-lock-wait.ts';
import { privateFolder, privateSqliteFiles } from './private-files.ts';
import type { Database } from './tables.ts';

// PostgreSQL timestamps come back as ISO strings, the same shape SQLite stores.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => new Date(`${v}Z`).toISOString());
// COUNT(*) is a bigint in PostgreSQL; our counts always fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseConfig['dialect'];
  /** Whether the database answers (fed by every query; see availability.ts). */
  availability: DatabaseAvailability;
  destroy(): Promise<void>;
}

/**
 * Every query reports to the availability tracker: a success ends an incident, an outage starts one.
 * A lock held by someone else (another SQLite process's write lock, a PostgreSQL row past lock_timeout)
 * is contention, not an outage: the write waits for it and answers 503 only if the wait runs out.
 */
function trackAvailability(availability: DatabaseAvailability) {
  return (event: LogEvent) => {
    if (event.level === 'query') availability.success();
    else if (isDatabaseUnavailableError(event.error) && !isLockContention(event.error))
      availability.failure(event.error);
  };
}

/**
 * better-sqlite3 compiles a statement on every `prepare()`, and Kysely prepares every query it runs.
 * Keeping the compiled statements of recent SQL texts saves that work on every request (statements
 * are re-run, never shared mid-run: the driver runs each one to completion synchronously).
 */
function reusePreparedStatements(sqlite: SQLite.Database, max = 300): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source); // most recently used last
    } else {
      statement = prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, statement);
    return statement;
  }) as SQLite.Database['prepare'];
}

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.dialect === 'sqlite') {
    if (config.file !== ':memory:') {
      privateFolder(path.dirname(config.file));
      privateSqliteFiles(config.file);
    }
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // Never SQLite's own busy handler, which sleeps inside the synchronous call and so freezes the process:
    // lock waits happen with timers (sqlite-lock-wait.ts), up to DATABASE_STATEMENT_TIMEOUT_MS.
    sqlite.pragma('busy_timeout = 0');
    const waitMs = config.statementTimeoutMs ?? 4000;
    // WAL makes NORMAL durable against process crashes (only an OS crash may lose the last commits).
    sqlite.pragma('synchronous = NORMAL');
    // The server's one connection keeps up to 64 MB of pages in memory (SQLite's default is 2 MB: with
    // 20,000 classes most reads of an enrolment went to the OS for a page), and the WAL is folded back
    // into the database every 10,000 pages (40 MB) instead of every 1,000: the pages a rush rewrites
    // (a class's row, the tails of the enrolment and activity indexes) are copied once per checkpoint,
    // not ten times. Measured on the bench's database: 1,685 → 730 µs per enrolment (bench/README.md).
    sqlite.pragma('cache_size = -65536');
    sqlite.pragma('wal_autocheckpoint = 10000');
    reusePreparedStatements(sqlite);
    const availability = new DatabaseAvailability();
    const db = new Kysely<Database>({
      dialect: new LockWaitSqliteDialect(sqlite, () => waitMs),
      log: trackAvailability(availability),
    });
    setLockWait(db, waitMs);
    return { db, dialect: 'sqlite', availability, destroy: () => db.destroy() };
  }
  const { connectTimeoutMs, statementTimeoutMs, keepAliveMs } = config;
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    // Opening a connection gives up instead of hanging (waiting for a free one: see pg-pool.ts).
    ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
    // The server cancels a slow statement; the client stops waiting for an answer a second later,
    // which is what ends a query on a connection whose network went silent.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1000 } : {}),
    ...(keepAliveMs ? { keepAlive: true, keepAliveInitialDelayMillis: keepAliveMs } : {}),
    // And the server's side of every session, whatever postgresql.conf says (see session-guards.ts).
    ...sessionGuards(config),
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const availability = new DatabaseAvailability();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: resilientPool(pool, config.poolSize, availability) }),
    log: trackAvailability(availability),
  });
  return { db, dialect: 'postgres', availability, destroy: () => db.destroy() };
}
