import {
  RawNode,
  SqliteAdapter,
  ValueNode,
  type Compilable,
  type CompiledQuery,
  type DialectAdapter,
  type OperationNode,
} from 'kysely';
import type { DbOrTrx } from './tables.ts';

/**
 * Stands for the n-th argument while a query is compiled; replaced by the argument's value on each run.
 * On SQLite it is written `+?`, not `?` (the same value: unary plus changes nothing, not even affinity).
 * Since SQLite 3.54 a `column = ?` term of a join or an ordered query marks the statement to be compiled
 * again whenever its parameters are cleared, and better-sqlite3 clears them after every run: each run then
 * parsed and planned the statement again and compiled a new row function in V8 (measured: 10 µs instead of
 * 1.5 µs for a two-table join; bench/README.md). The planner uses an index for `column = +?` all the same.
 */
class Slot {
  readonly expressionType = undefined;
  constructor(
    readonly index: number,
    readonly sqlite: boolean,
  ) {}
  toOperationNode(): OperationNode {
    const value = ValueNode.create(this);
    return this.sqlite ? RawNode.create(['+', ''], [value]) : value;
  }
}

/**
 * A Kysely query of a fixed shape, built and compiled to SQL once per database dialect instead of on every
 * call: `build` receives stand-ins for its arguments (use them only as values, never to choose the query's
 * shape), and each call runs the same SQL text with the real values. Building and compiling a Kysely chain
 * costs tens of µs of CPU per statement — more than SQLite takes to run a small indexed read — so the
 * statements of the busiest reads are written this way. In a transaction too. Values that must stay in the
 * SQL text (e.g. the `1` a partial index is defined with, which a parameter would not match) are written
 * with `sql.lit`.
 */
export function preparedQuery<Args extends unknown[], Row>(
  build: (db: DbOrTrx, ...args: Args) => Compilable<Row>,
): (db: DbOrTrx, ...args: Args) => Promise<Row[]> {
  // Keyed by the dialect's adapter: a Kysely instance and its transactions share it.
  const compiled = new WeakMap<DialectAdapter, CompiledQuery<Row>>();
  const compile = (db: DbOrTrx, adapter: DialectAdapter, arity: number): CompiledQuery<Row> => {
    const sqlite = adapter instanceof SqliteAdapter;
    const slots = Array.from({ length: arity }, (_, i) => new Slot(i, sqlite)) as Args;
    const query = build(db, ...slots).compile();
    const used = new Set(query.parameters.filter((p): p is Slot => p instanceof Slot).map((p) => p.index));
    if (used.size !== arity) throw new Error('preparedQuery: cada argumento debe ser un valor de la consulta');
    return query;
  };
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      query = compile(db, adapter, args.length);
      compiled.set(adapter, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
