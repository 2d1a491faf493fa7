/** The part of a logger the tracker needs (Fastify's and pino's loggers fit). */
export interface AvailabilityLogger {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** What is worth logging about a driver error: its code and message, never the query. */
function summary(err: unknown): { code?: unknown; message: string } {
  if (typeof err !== 'object' || err === null) return { message: String(err) };
  const e = err as { code?: unknown; message?: unknown };
  return { code: e.code, message: typeof e.message === 'string' ? e.message : String(err) };
}

/**
 * Whether the database answers, as seen by the requests: the first failure of an incident is logged
 * at error level once (not once per request), and the first query that succeeds afterwards ends the
 * incident with one info line saying how long it lasted.
 */
export class DatabaseAvailability {
  #downSince: number | null = null;
  #failures = 0;
  #logger: AvailabilityLogger | null = null;
  readonly #onDown: (() => void)[] = [];

  /** `listener` runs when an incident starts. */
  onDown(listener: () => void): void {
    this.#onDown.push(listener);
  }

  useLogger(logger: AvailabilityLogger): void {
    this.#logger = logger;
  }

  get down(): boolean {
    return this.#downSince !== null;
  }

  failure(err: unknown): void {
    this.#failures++;
    if (this.#downSince !== null) return;
    this.#downSince = Date.now();
    this.#logger?.error(
      { db: summary(err) },
      'la base de datos no responde: las solicitudes que la necesitan reciben 503 hasta que vuelva',
    );
    for (const listener of this.#onDown) listener();
  }

  success(): void {
    if (this.#downSince === null) return;
    const seconds = (Date.now() - this.#downSince) / 1000;
    const failures = this.#failures;
    this.#downSince = null;
    this.#failures = 0;
    this.#logger?.info({ seconds, failures }, `la base de datos responde de nuevo tras ${seconds.toFixed(1)} s`);
  }
}
