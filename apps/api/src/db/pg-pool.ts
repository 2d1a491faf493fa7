import type { PostgresPool } from 'kysely';
import pg from 'pg';
import type { DatabaseAvailability } from './availability.ts';
import { breaksConnection, isDatabaseUnavailableError, isLockContention } from './db-errors.ts';
import { preparedName } from './prepared-statements.ts';

/** Longest wait for a free connection while the database answers (a busy server, not a fault). */
const MAX_POOL_WAIT_MS = 30_000;

function unavailable(message: string): Error {
  return Object.assign(new Error(message), { code: 'EDBUNAVAILABLE' });
}

/**
 * Who may take one of the pool's `size` connections. While the database answers, a request waits
 * for a free connection as long as the server is merely busy; when an outage starts, everyone
 * waiting is answered at once, and while it lasts a request that finds no free connection does not
 * queue behind connections that are stuck (each is bounded by the query timeout): it fails at once.
 * So pg's own connection timeout bounds only opening a connection, never a queue under load.
 */
class ConnectionGate {
  #free: number;
  readonly #waiting = new Set<{ resolve(): void; reject(err: Error): void; timer: NodeJS.Timeout }>();

  constructor(
    size: number,
    private readonly availability: DatabaseAvailability,
  ) {
    this.#free = size;
    availability.onDown(() => {
      for (const w of this.#waiting) {
        clearTimeout(w.timer);
        w.reject(unavailable('la base de datos no responde'));
      }
      this.#waiting.clear();
    });
  }

  acquire(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve();
    }
    if (this.availability.down) return Promise.reject(unavailable('la base de datos no responde'));
    return new Promise((resolve, reject) => {
      const waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.#waiting.delete(waiter);
          reject(unavailable('timeout exceeded when waiting for a free connection'));
        }, MAX_POOL_WAIT_MS),
      };
      this.#waiting.add(waiter);
    });
  }

  release(): void {
    const next = this.#waiting.values().next();
    if (next.done) {
      this.#free++;
      return;
    }
    this.#waiting.delete(next.value);
    clearTimeout(next.value.timer);
    next.value.resolve();
  }
}

/**
 * The pool Kysely uses. pg's pool takes a client back as healthy unless told otherwise, and Kysely
 * never tells it: a client whose query timed out (a silent network) or whose socket broke would be
 * lent again and hang the next request. This wrapper remembers such a failure and makes the pool drop
 * the client; it reports failures to get a connection to the availability tracker; and it queues
 * requests for a connection itself (see ConnectionGate).
 */
export function resilientPool(pool: pg.Pool, size: number, availability: DatabaseAvailability): PostgresPool {
  const gate = new ConnectionGate(size, availability);
  // One lease object per pg client, reused on every checkout: Kysely keys its connection objects by
  // the object it gets, so a new wrapper per checkout meant a new connection object per request.
  const leases = new WeakMap<pg.PoolClient, Lease>();
  const wrapped = {
    async connect() {
      await gate.acquire();
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        gate.release();
        if (isDatabaseUnavailableError(err)) availability.failure(err);
        throw err;
      }
      let lease = leases.get(client);
      if (!lease) {
        lease = new Lease(client, gate, availability);
        leases.set(client, lease);
      }
      lease.checkOut();
      return lease;
    },
    end: () => pool.end(),
  };
  return wrapped as unknown as PostgresPool;
}

/** What Kysely holds while it has a client: its queries, and giving it back (see resilientPool). */
class Lease {
  #broken: Error | undefined;
  #released = true;
  #beginHeld = false;
  // A lent client whose socket breaks emits 'error'; unheard, that would crash the process.
  readonly #onError = (err: Error) => {
    this.#broken = err;
  };

  constructor(
    private readonly client: pg.PoolClient,
    private readonly gate: ConnectionGate,
    private readonly availability: DatabaseAvailability,
  ) {}

  checkOut(): void {
    this.#broken = undefined;
    this.#released = false;
    this.client.on('error', this.#onError);
  }

  readonly query = (...args: unknown[]) => {
    // A connection that timed out or broke answers nothing more: the ROLLBACK after a failed
    // statement would wait for its own timeout on a silent network (doubling the wait for a 503).
    // The server ends the session itself (idle_in_transaction_session_timeout, see session-guards.ts).
    const callback = typeof args.at(-1) === 'function' ? (args.at(-1) as (err: unknown) => void) : undefined;
    if (this.#broken && !callback) return Promise.reject(this.#broken);
    const text = typeof args[0] === 'string' ? args[0] : undefined;
    // Kysely's `begin` is held back and sent with the transaction's first statement (see AfterBegin):
    // one round trip less per transaction. A transaction that ends before any statement needs none.
    if (text === 'begin' && !callback) {
      this.#beginHeld = true;
      return Promise.resolve(heldAnswer('BEGIN'));
    }
    if (!this.#beginHeld) return this.#send(args);
    this.#beginHeld = false;
    if (!callback && (text === 'commit' || text === 'rollback')) return Promise.resolve(heldAnswer(text.toUpperCase()));
    const values = args[1];
    const name = text === undefined ? undefined : preparedName(text);
    const parsed = (this.client as unknown as { connection: WireConnection }).connection.parsedStatements;
    // Only a statement whose Parse cannot be answered for BEGIN's: one this connection has prepared
    // already, or an unnamed one (pg's bookkeeping of named statements counts any ParseComplete).
    if (
      !callback &&
      text !== undefined &&
      (name ? parsed[name] === text : Array.isArray(values) && values.length > 0)
    ) {
      return this.#send([new AfterBegin({ name, text, values: values as unknown[] })]);
    }
    // Anything else (a text without parameters, a cursor, a connection's first run of a registered text):
    // BEGIN first, on its own, and the statement once it has begun.
    const begun = this.#send(['begin']) as Promise<unknown>;
    if (!callback) return begun.then(() => this.#send(args));
    begun.then(() => this.#send(args), callback);
    return undefined;
  };

  #send(args: unknown[]): unknown {
    // A registered text runs as a named prepared statement (parsed and planned once per connection).
    const name = typeof args[0] === 'string' ? preparedName(args[0]) : undefined;
    if (name) args = [{ name, text: args[0], values: args[1] }];
    const query = args[0] instanceof AfterBegin ? args[0] : undefined;
    const result = query
      ? new Promise((resolve, reject) => {
          query.callback = (err, res) => (err ? reject(err) : resolve(res));
          this.client.query(query as unknown as pg.QueryConfig);
        })
      : (this.client.query as (...a: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((err: unknown) => {
      if (breaksConnection(err)) this.#broken = err instanceof Error ? err : new Error(String(err));
      // Before this client goes back: nobody waiting gets it (or a new, silent connection) meanwhile.
      if (isDatabaseUnavailableError(err) && !isLockContention(err)) this.availability.failure(err);
      throw err;
    });
  }

  /**
   * `discard`: Kysely gives a connection back this way when its ROLLBACK failed, and from then on refuses every
   * statement on the connection object it keeps for this lease; lent again, the lease would fail every request.
   * The pool drops the client instead (the next checkout opens a new one, with a lease of its own).
   */
  readonly release = (discard?: unknown) => {
    if (this.#released) return;
    this.#released = true;
    this.#beginHeld = false;
    this.client.off('error', this.#onError);
    const broken = this.#broken ?? (discard ? new Error('connection discarded after a failed ROLLBACK') : undefined);
    if (broken) {
      // Do not wait for a goodbye on a socket that does not answer.
      (this.client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }
    this.client.release(broken);
    this.gate.release();
  };
}

/** What Kysely reads of the answer to a `begin`, `commit` or `rollback` that was not sent. */
function heldAnswer(command: string) {
  return { command, rowCount: null, rows: [], fields: [] };
}

/** The parts of pg's connection and query objects AfterBegin works with (not in pg's types). */
interface WireConnection {
  parsedStatements: Record<string, string>;
  parse(query: { text: string }): void;
  bind(config: object): void;
  execute(config: object): void;
}
interface PgQuery {
  callback: ((err: Error | null, res?: unknown) => void) | undefined;
  prepare(connection: WireConnection): void;
  handleCommandComplete(msg: unknown, connection: WireConnection): void;
}
const PgQuery = pg.Query as unknown as new (config: { name?: string; text: string; values: unknown[] }) => PgQuery;

/**
 * A transaction's first statement with its `BEGIN` in front, in one round trip: Parse, Bind and Execute
 * of `BEGIN`, then the statement's own messages and one Sync, so PostgreSQL runs both in order and
 * answers once. When `BEGIN` fails, PostgreSQL skips the statement and this query fails with that error;
 * when the statement fails, the transaction has begun and is aborted — as if the two had been sent one
 * after the other — and Kysely's ROLLBACK ends it. `BEGIN`'s own CommandComplete is not the statement's.
 */
class AfterBegin extends PgQuery {
  #begun = false;

  override prepare(connection: WireConnection): void {
    connection.parse({ text: 'begin' });
    connection.bind({});
    connection.execute({});
    super.prepare(connection);
  }

  override handleCommandComplete(msg: unknown, connection: WireConnection): void {
    if (!this.#begun) {
      this.#begun = true;
      return;
    }
    super.handleCommandComplete(msg, connection);
  }
}
