import {
  createQueryId,
  RawNode,
  SqliteAdapter,
  ValueNode,
  type Compilable,
  type CompiledQuery,
  type DialectAdapter,
  type OperationNode,
  type QueryResult,
} from 'kysely';
import { prepared } from './prepared-statements.ts';
import type { DbOrTrx } from './tables.ts';

/**
 * Stands for a named parameter while a query is compiled; replaced by the call's value on each run.
 * On SQLite it is written `+?`, not `?` (the same value: unary plus changes nothing, not even affinity).
 * Since SQLite 3.54 a `column = ?` term of a join or an ordered query marks the statement to be compiled
 * again whenever its parameters are cleared, and better-sqlite3 clears them after every run: each run then
 * parsed and planned the statement again and compiled a new row function in V8 (measured: 10 µs instead of
 * 1.5 µs for a two-table join; bench/README.md). The planner uses an index for `column = +?` all the same.
 */
class Slot {
  readonly expressionType = undefined;
  constructor(
    readonly name: string,
    readonly sqlite: boolean,
  ) {}
  toOperationNode(): OperationNode {
    const value = ValueNode.create(this);
    return this.sqlite ? RawNode.create(['+', ''], [value]) : value;
  }
}

/**
 * A query Kysely builds and compiles once per SQL dialect, then runs with each call's values. Kysely
 * builds and compiles a query on every call (tens of µs of CPU per statement — more than SQLite takes to
 * run a small indexed read); the statements of the busiest paths (an enrolment, a student's identity and
 * own classes) are written this way, in a transaction too.
 *
 * `build` gets stand-ins for its parameters and must only pass them to Kysely as values (compared,
 * inserted, set), never read them: each becomes the bound parameter it stands for. Values that
 * change the SQL text itself (a list's length, a column) cannot be parameters: give each variant
 * its own `compiledOnce`. Values that must stay in the SQL text (the `1` a partial index is defined
 * with, which a parameter would not match) are written with `sql.lit`.
 */
export function compiledOnce<P extends Record<string, unknown>, R>(
  build: (db: DbOrTrx, params: P) => Compilable<R>,
): (db: DbOrTrx, params: P) => Promise<QueryResult<R>> {
  // Keyed by the dialect's adapter: a Kysely instance and its transactions share it.
  const byAdapter = new WeakMap<DialectAdapter, CompiledQuery<R>>();
  return (db, params) => {
    const adapter = db.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (!compiled) {
      const sqlite = adapter instanceof SqliteAdapter;
      const slots = new Proxy({}, { get: (_, name) => new Slot(String(name), sqlite) }) as P;
      compiled = build(db, slots).compile();
      // On PostgreSQL its text becomes a named prepared statement (pg-pool.ts): each connection parses and
      // plans it once. Planning these small joins took 5–10 times as long as running them (bench/README.md).
      if (!sqlite) prepared(compiled.sql);
      byAdapter.set(adapter, compiled);
    }
    const parameters = compiled.parameters.map((value) =>
      value instanceof Slot ? (params[value.name] ?? null) : value,
    );
    return db.executeQuery<R>({ sql: compiled.sql, query: compiled.query, parameters, queryId: createQueryId() });
  };
}
