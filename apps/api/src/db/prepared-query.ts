import type { Compilable, CompiledQuery, DialectAdapter } from 'kysely';
import type { DbOrTrx } from './tables.ts';

/** Stands for the n-th argument while a query is compiled; replaced by the argument's value on each run. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A Kysely query of a fixed shape, built and compiled to SQL once per database dialect instead of on every
 * call: `build` receives stand-ins for its arguments (use them only as values, never to choose the query's
 * shape), and each call runs the same SQL text with the real values. Building and compiling a Kysely chain
 * costs tens of µs of CPU per statement — more than SQLite takes to run a small indexed read — so the
 * statements of the busiest reads are written this way. The SQL is the same as the chain's (the stand-ins
 * become its parameters), in a transaction too. Values that must stay in the SQL text (e.g. the `1` a
 * partial index is defined with) are written with `sql.lit`.
 */
export function preparedQuery<Args extends unknown[], Row>(
  build: (db: DbOrTrx, ...args: Args) => Compilable<Row>,
): (db: DbOrTrx, ...args: Args) => Promise<Row[]> {
  // Keyed by the dialect's adapter: a Kysely instance and its transactions share it.
  const compiled = new WeakMap<DialectAdapter, CompiledQuery<Row>>();
  const compile = (db: DbOrTrx, arity: number): CompiledQuery<Row> => {
    const slots = Array.from({ length: arity }, (_, i) => new Slot(i)) as Args;
    const query = build(db, ...slots).compile();
    const used = new Set(query.parameters.filter((p): p is Slot => p instanceof Slot).map((p) => p.index));
    if (used.size !== arity) throw new Error('preparedQuery: cada argumento debe ser un valor de la consulta');
    return query;
  };
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      query = compile(db, args.length);
      compiled.set(adapter, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
