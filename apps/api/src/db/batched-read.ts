import type { DbOrTrx } from './tables.ts';

/**
 * Statements of one read out at a time, per database handle. One alone made every request wait for the one
 * before it to come back, and on a loaded machine, where a round trip is mostly waiting to be scheduled, that
 * wait cost more than the statements it spared (bench/README.md, "PostgreSQL, fifth pass"); three keep most
 * of the sharing and let a request go at once while fewer are out.
 */
const MAX_OUT = 3;

/**
 * One read that many concurrent requests ask of the database with different keys (the checks of kept
 * answers: the class list's page seats), sent as one statement for many of them. While MAX_OUT
 * statements of this read are on their way, the requests that ask meanwhile wait for one to come back and
 * then go together in the next one; a request that finds fewer on their way goes at once. So an idle server
 * answers as before, and a busy one sends one round trip for several requests: on PostgreSQL a round trip
 * costs the server and the database more than the small statement itself (bench/README.md).
 *
 * Each request still reads what was committed before it asked: its statement starts after it asked (a
 * later one, never the one already on its way). Within a transaction the read goes alone (its own snapshot).
 */
export class BatchedRead<K, R> {
  /** Per database handle (each app has its own): the requests waiting and how many statements are out. */
  readonly #state = new WeakMap<object, ReadState<K, R>>();

  constructor(
    /** The statement for every key asked (no key twice), each of its rows carrying its key. */
    private readonly run: (db: DbOrTrx, keys: K[]) => Promise<R[]>,
    private readonly keyOf: (row: R) => K,
  ) {}

  /** The rows of `keys`, in the statement's order. */
  read(db: DbOrTrx, keys: readonly K[]): Promise<R[]> {
    if (db.isTransaction) return this.run(db, [...new Set(keys)]);
    let state = this.#state.get(db);
    if (!state) {
      state = { waiting: [], out: 0 };
      this.#state.set(db, state);
    }
    return new Promise((resolve, reject) => {
      state.waiting.push({ keys, resolve, reject });
      if (state.out < MAX_OUT) this.#send(db, state);
    });
  }

  #send(db: DbOrTrx, state: ReadState<K, R>): void {
    const batch = state.waiting;
    state.waiting = [];
    state.out++;
    const keys = [...new Set(batch.flatMap((w) => w.keys))];
    const settle = () => {
      state.out--;
      if (state.waiting.length > 0) this.#send(db, state);
    };
    this.run(db, keys).then(
      (rows) => {
        settle();
        if (batch.length === 1) return batch[0]!.resolve(rows);
        for (const w of batch) {
          const wanted = new Set(w.keys);
          w.resolve(rows.filter((r) => wanted.has(this.keyOf(r))));
        }
      },
      (err: unknown) => {
        settle();
        for (const w of batch) w.reject(err);
      },
    );
  }
}

interface Waiting<K, R> {
  keys: readonly K[];
  resolve(rows: R[]): void;
  reject(err: unknown): void;
}

/** The requests waiting for the next statement, and how many statements are out. */
interface ReadState<K, R> {
  waiting: Waiting<K, R>[];
  out: number;
}
