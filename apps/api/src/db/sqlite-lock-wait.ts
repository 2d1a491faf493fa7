import { setTimeout as sleep } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';

/**
 * SQLite lock waits that never block the event loop (docs/reliability.md, "SQLite locks"). SQLite's own
 * busy handler (`busy_timeout`) sleeps inside the synchronous driver call, freezing the whole process —
 * every request, `/api/health` too — while another process holds the write lock. So the server's
 * connection runs with `busy_timeout = 0`, and a statement refused with SQLITE_BUSY waits with timers
 * and tries again until the lock wait (DATABASE_STATEMENT_TIMEOUT_MS) has passed, then fails (503).
 * Only statements that run on their own are retried here (outside a transaction nothing was done),
 * and the connection is lent to other callers between tries, so reads go on; `BEGIN IMMEDIATE` is
 * retried by writeTransaction itself, which also lets go of the connection meanwhile.
 */
const lockWaits = new WeakMap<object, number>();
const DEFAULT_LOCK_WAIT_MS = 4000;

/** How long a write of `db` waits for another process's lock before it gives up (SQLite). */
export function lockWaitMs(db: Kysely<unknown> | object): number {
  return lockWaits.get(db) ?? DEFAULT_LOCK_WAIT_MS;
}

export function setLockWait(db: object, ms: number): void {
  lockWaits.set(db, ms);
}

/** SQLITE_BUSY that waiting may cure (not SQLITE_BUSY_SNAPSHOT: that transaction must start over). */
export function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY') && code !== 'SQLITE_BUSY_SNAPSHOT';
}

/** The pauses between tries: short first (another process's write lasts about a millisecond), then 50 ms. */
export function nextPause(pause: number): number {
  return Math.min(pause * 2, 8);
}

class LockWaitConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly driver: Driver,
    private readonly sqlite: SQLite.Database,
    private readonly waitMs: () => number,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + this.waitMs();
    for (let pause = 1; ; pause = nextPause(pause)) {
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (err) {
        const retry = isBusy(err) && !this.sqlite.inTransaction && !/^begin/i.test(query.sql);
        if (!retry || Date.now() + pause > deadline) throw err;
      }
      // No transaction is open on the connection: lend it to other callers (reads go on) while waiting.
      await this.driver.releaseConnection(this.inner);
      await sleep(pause);
      await this.driver.acquireConnection();
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class LockWaitDriver implements Driver {
  #wrapped = new WeakMap<DatabaseConnection, LockWaitConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly sqlite: SQLite.Database,
    private readonly waitMs: () => number,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapped = this.#wrapped.get(connection);
    if (!wrapped) {
      wrapped = new LockWaitConnection(connection, this.inner, this.sqlite, this.waitMs);
      this.#wrapped.set(connection, wrapped);
    }
    return wrapped;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint!(connection, name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.releaseSavepoint!(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Kysely's SQLite dialect, its statements waiting for other processes' locks with timers. */
export class LockWaitSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly waitMs: () => number,
    config: Omit<SqliteDialectConfig, 'database'> = {},
  ) {
    super({ ...config, database: sqlite });
  }

  override createDriver(): Driver {
    return new LockWaitDriver(super.createDriver(), this.sqlite, this.waitMs);
  }
}
