import { sql } from 'kysely';
import type { Db } from '../db/tables.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps counters in the database, so that every process on the
 * same PostgreSQL database shares them. One upsert per hit: the window restarts when it has expired.
 */
export function createDbRateLimitStore(db: Db) {
  return class DbRateLimitStore {
    readonly #prefix: string;

    constructor(options: object = {}) {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      this.#prefix = route?.url ? `${String(route.method)} ${String(route.url)}|` : 'global|';
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      const now = Date.now();
      const resetAt = now + timeWindow;
      sql<{ hits: number; reset_at: number | string }>`
        INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (${this.#prefix + key}, 1, ${resetAt})
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_hits.reset_at <= ${now} THEN 1 ELSE rate_limit_hits.hits + 1 END,
          reset_at = CASE WHEN rate_limit_hits.reset_at <= ${now} THEN excluded.reset_at ELSE rate_limit_hits.reset_at END
        RETURNING hits, reset_at`
        .execute(db)
        .then((res) => {
          const row = res.rows[0]!;
          cb(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at) - now) });
          if (Math.random() < 0.01) void db.deleteFrom('rate_limit_hits').where('reset_at', '<', now).execute();
        })
        .catch((err: unknown) => cb(err instanceof Error ? err : new Error(String(err))));
    }

    read(key: string, cb: Callback): void {
      const now = Date.now();
      db.selectFrom('rate_limit_hits')
        .select(['hits', 'reset_at'])
        .where('key', '=', this.#prefix + key)
        .executeTakeFirst()
        .then((row) => {
          if (!row || Number(row.reset_at) <= now) cb(null, { current: 0, ttl: 0 });
          else cb(null, { current: row.hits, ttl: Number(row.reset_at) - now });
        })
        .catch((err: unknown) => cb(err instanceof Error ? err : new Error(String(err))));
    }

    child(routeOptions: object) {
      return new DbRateLimitStore(routeOptions);
    }
  };
}
