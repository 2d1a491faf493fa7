import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, SqliteAdapter } from 'kysely';
import { DomainError } from '@portal/domain/errors';
import { isTransientDbError } from './db-errors.ts';
import { isBusy, lockWaitMs, nextPause } from './sqlite-lock-wait.ts';
import type { Db, DbOrTrx } from './tables.ts';

const ATTEMPTS = 3;
// Compiled once: every write of the API runs them.
const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

/**
 * Runs `work` in one transaction meant to write, and commits it; any throw rolls it back.
 *
 * - SQLite: `BEGIN IMMEDIATE` takes the database's write lock up front, so two writers never
 *   both hold a read snapshot and then fight to upgrade it (which SQLite answers with SQLITE_BUSY
 *   at once, without waiting). Inside one process Kysely's SQLite driver already lends its single
 *   connection to one caller at a time, so transactions queue instead of interleaving. When another
 *   process holds the lock, the connection is given back and the lock tried again with timers (never
 *   SQLite's blocking busy handler: see sqlite-lock-wait.ts) until DATABASE_STATEMENT_TIMEOUT_MS has
 *   passed, then the answer is 503.
 * - PostgreSQL: a READ COMMITTED transaction; the conditional UPDATEs of the enrolment rules
 *   re-check their WHERE after waiting for a row lock, so they need nothing stronger.
 *
 * A transient failure (a PostgreSQL deadlock or serialisation failure, SQLITE_BUSY inside the
 * transaction) retries the whole transaction a few times and then answers 503, never a 500.
 * `work` must use only the handle it is given: on SQLite, touching the outer `db` inside would
 * wait for the connection this transaction holds.
 */
export async function writeTransaction<T>(db: Db, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const deadline = Date.now() + lockWaitMs(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return sqlite ? await runSqlite(db, work, deadline) : await db.transaction().execute(work);
    } catch (err) {
      if (!isTransientDbError(err)) throw err;
      if (attempt >= ATTEMPTS) throw new DomainError('unavailable');
      await sleep(20 * attempt + Math.floor(Math.random() * 30));
    }
  }
}

const LOCKED = Symbol('locked');

/** SQLite: waits (with timers, the connection free meanwhile) for the write lock until `deadline`. */
async function runSqlite<T>(db: Db, work: (trx: DbOrTrx) => Promise<T>, deadline: number): Promise<T> {
  for (let pause = 1; ; pause = nextPause(pause)) {
    const outcome = await db.connection().execute(async (conn) => {
      try {
        await conn.executeQuery(BEGIN_IMMEDIATE);
      } catch (err) {
        if (isBusy(err)) return LOCKED;
        throw err;
      }
      try {
        const result = await work(conn);
        await conn.executeQuery(COMMIT);
        return { result };
      } catch (err) {
        // Some SQLite errors end the transaction themselves; then there is nothing to roll back.
        await conn.executeQuery(ROLLBACK).catch(() => undefined);
        throw err;
      }
    });
    if (outcome !== LOCKED) return outcome.result;
    if (Date.now() >= deadline) throw new DomainError('unavailable');
    await sleep(Math.min(pause + Math.floor(Math.random() * pause), Math.max(1, deadline - Date.now())));
  }
}
