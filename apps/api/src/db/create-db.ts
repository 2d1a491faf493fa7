import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './tables.ts';

// PostgreSQL timestamps come back as ISO strings, the same shape SQLite stores.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => new Date(`${v}Z`).toISOString());
// COUNT(*) is a bigint in PostgreSQL; our counts always fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseConfig['dialect'];
  destroy(): Promise<void>;
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
    sqlite.pragma('busy_timeout = 5000');
    // WAL makes NORMAL durable against process crashes (only an OS crash may lose the last commits).
    sqlite.pragma('synchronous = NORMAL');
    reusePreparedStatements(sqlite);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
