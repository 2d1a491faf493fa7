import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { sessionGuards } from './session-guards.ts';

export interface ChangeHandlers {
  /** A notice arrived: something on the channel changed (committed). */
  notice(): void;
  /** Listening (again): from now on every committed change is told. */
  listening(): void;
  /** The connection is lost or not yet there: changes may go untold until `listening` again. */
  deaf(): void;
}

/** How often the listening connection is checked, and how long an answer may take before it counts as lost. */
const HEARTBEAT_MS = 2_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 500;

/**
 * One connection per process, outside the pool, that LISTENs on a PostgreSQL channel and tells its
 * handlers of every notice, and of whether it is listening at all. A connection that errors, ends, or
 * does not answer its heartbeat within HEARTBEAT_TIMEOUT_MS (a silent network, which TCP alone would
 * notice only after minutes) counts as lost at once: `deaf()` first, then a new connection is opened,
 * and `listening()` is called only once its LISTEN has been acknowledged. So whoever keeps something
 * on the strength of these notices keeps nothing while they might be missed.
 */
export class ChangeListener {
  #client: pg.Client | null = null;
  #stopped = true;
  #heartbeat: NodeJS.Timeout | null = null;
  #retry: NodeJS.Timeout | null = null;
  /** Notices received so far (tests wait on it). */
  notices = 0;
  /** Whether LISTEN is in force now (tests wait on it). */
  isListening = false;

  constructor(
    private readonly config: Extract<DatabaseConfig, { dialect: 'postgres' }>,
    private readonly channel: string,
    private readonly handlers: ChangeHandlers,
  ) {}

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    void this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.#lose(this.#client);
  }

  /** Ends the current connection as if the network had dropped it (tests). */
  dropConnection(): void {
    this.#lose(this.#client);
  }

  async #connect(): Promise<void> {
    const { config } = this;
    const client = new pg.Client({
      connectionString: config.url,
      application_name: 'portal-listener',
      connectionTimeoutMillis: config.connectTimeoutMs ?? 5_000,
      ...(config.keepAliveMs ? { keepAlive: true, keepAliveInitialDelayMillis: config.keepAliveMs } : {}),
      ...sessionGuards(config),
    });
    this.#client = client;
    client.on('error', () => this.#lose(client));
    client.on('end', () => this.#lose(client));
    client.on('notification', () => {
      if (this.#client !== client) return;
      this.notices++;
      this.handlers.notice();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch {
      this.#lose(client);
      return;
    }
    if (this.#client !== client) return;
    this.isListening = true;
    this.handlers.listening();
    this.#heartbeat = setInterval(() => this.#beat(client), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  #beat(client: pg.Client): void {
    const timer = setTimeout(() => this.#lose(client), HEARTBEAT_TIMEOUT_MS);
    client.query('SELECT 1').then(
      () => clearTimeout(timer),
      () => {
        clearTimeout(timer);
        this.#lose(client);
      },
    );
  }

  /** Forgets `client` (when it is still the current one) and, unless stopped, opens a new one shortly. */
  #lose(client: pg.Client | null): void {
    if (client !== this.#client) return;
    const wasCurrent = this.#client;
    this.#client = null;
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    this.isListening = false;
    this.handlers.deaf();
    if (wasCurrent) {
      wasCurrent.removeAllListeners('notification');
      wasCurrent.on('error', () => undefined);
      // Do not wait for a goodbye on a socket that may not answer.
      (wasCurrent as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      void wasCurrent.end().catch(() => undefined);
    }
    if (this.#stopped) return;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (!this.#stopped && !this.#client) void this.#connect();
    }, RECONNECT_MS);
    this.#retry.unref();
  }
}
