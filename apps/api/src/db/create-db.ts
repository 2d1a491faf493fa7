import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { DatabaseAvailability } from './availability.ts';
import { breaksConnection, isDatabaseUnavailableError } from './db-errors.ts';
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

/** Every query reports to the availability tracker: a success ends an incident, an outage starts one. */
function trackAvailability(availability: DatabaseAvailability) {
  return (event: LogEvent) => {
    if (event.level === 'query') availability.success();
    else if (isDatabaseUnavailableError(event.error)) availability.failure(event.error);
  };
}

/**
 * pg's pool takes a client back as healthy unless it is told otherwise, and Kysely never tells it.
 * A client whose query timed out (a silent network) or whose socket broke would be lent again and
 * hang the next request; this wrapper remembers such a failure and makes the pool drop the client.
 */
function dropBrokenClients(pool: pg.Pool): PostgresPool {
  const wrapped = {
    async connect() {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A lent client whose socket breaks emits 'error'; unheard, that would crash the process.
      const onError = (err: Error) => {
        broken = err;
      };
      client.on('error', onError);
      const query = (...args: unknown[]) => {
        const result = (client.query as (...a: unknown[]) => unknown)(...args);
        if (!(result instanceof Promise)) return result;
        return result.catch((err: unknown) => {
          if (breaksConnection(err)) broken = err instanceof Error ? err : new Error(String(err));
          throw err;
        });
      };
      return {
        query,
        release: () => {
          client.off('error', onError);
          if (broken) {
            // Do not wait for a goodbye on a socket that does not answer.
            (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
          }
          client.release(broken);
        },
      };
    },
    end: () => pool.end(),
  };
  return wrapped as unknown as PostgresPool;
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
    if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${config.statementTimeoutMs ?? 5000}`);
    // WAL makes NORMAL durable against process crashes (only an OS crash may lose the last commits).
    sqlite.pragma('synchronous = NORMAL');
    reusePreparedStatements(sqlite);
    const availability = new DatabaseAvailability();
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: trackAvailability(availability),
    });
    return { db, dialect: 'sqlite', availability, destroy: () => db.destroy() };
  }
  const { connectTimeoutMs, statementTimeoutMs, keepAliveMs } = config;
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    // Opening a connection, or waiting for a free one, gives up instead of queueing forever.
    ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
    // The server cancels a slow statement; the client stops waiting for an answer a second later,
    // which is what ends a query on a connection whose network went silent.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1000 } : {}),
    ...(keepAliveMs ? { keepAlive: true, keepAliveInitialDelayMillis: keepAliveMs } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const availability = new DatabaseAvailability();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: dropBrokenClients(pool) }),
    log: trackAvailability(availability),
  });
  return { db, dialect: 'postgres', availability, destroy: () => db.destroy() };
}
