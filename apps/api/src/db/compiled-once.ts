import { createQueryId, type CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import type { DbOrTrx } from './tables.ts';

/** Where a parameter goes in a query compiled once: Kysely keeps it as the statement's bound value. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A query Kysely builds and compiles once per SQL dialect, then runs with each call's values. Kysely
 * builds and compiles a query on every call; on the enrolment's path that was about a fifth of the
 * service's CPU (issue 16: 6 statements per enrolment, each built again for every attempt).
 *
 * `build` gets stand-ins for its parameters and must only pass them to Kysely as values (compared,
 * inserted, set), never read them: each becomes the bound parameter it stands for. Values that
 * change the SQL text itself (a list's length, a column) cannot be parameters: give each variant
 * its own `compiledOnce`.
 */
export function compiledOnce<P extends Record<string, unknown>, R>(
  build: (db: DbOrTrx, params: P) => Compilable<R>,
): (db: DbOrTrx, params: P) => Promise<QueryResult<R>> {
  const byDialect = new Map<unknown, CompiledQuery<R>>();
  return (db, params) => {
    const dialect = db.getExecutor().adapter.constructor;
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      const slots = new Proxy({}, { get: (_, name) => new Slot(String(name)) }) as P;
      compiled = build(db, slots).compile();
      byDialect.set(dialect, compiled);
    }
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? params[value.name] : value));
    return db.executeQuery<R>({ sql: compiled.sql, query: compiled.query, parameters, queryId: createQueryId() });
  };
}
