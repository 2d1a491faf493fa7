import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, SqliteAdapter } from 'kysely';
import { DomainError } from '@portal/domain/errors';
import { isTransientDbError } from './db-errors.ts';
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
 *   connection to one caller at a time, so transactions queue instead of interleaving; across
 *   processes the `busy_timeout` makes the next writer wait for the lock.
 * - PostgreSQL: a READ COMMITTED transaction; the conditional UPDATEs of the enrolment rules
 *   re-check their WHERE after waiting for a row lock, so they need nothing stronger.
 *
 * A transient failure (SQLITE_BUSY after the timeout, a PostgreSQL deadlock or serialisation
 * failure) retries the whole transaction a few times and then answers 503, never a 500.
 * `work` must use only the handle it is given: on SQLite, touching the outer `db` inside would
 * wait for the connection this transaction holds.
 */
export async function writeTransaction<T>(db: Db, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(db, work);
    } catch (err) {
      if (!isTransientDbError(err)) throw err;
      if (attempt >= ATTEMPTS) throw new DomainError('unavailable');
      await sleep(20 * attempt + Math.floor(Math.random() * 30));
    }
  }
}

function runOnce<T>(db: Db, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return db.transaction().execute(work);
  return db.connection().execute(async (conn) => {
    await conn.executeQuery(BEGIN_IMMEDIATE);
    try {
      const result = await work(conn);
      await conn.executeQuery(COMMIT);
      return result;
    } catch (err) {
      // Some SQLite errors end the transaction themselves; then there is nothing to roll back.
      await conn.executeQuery(ROLLBACK).catch(() => undefined);
      throw err;
    }
  });
}
