import { deleteExpiredRateLimitKeys, findRateLimitKey, hitRateLimitKey } from '../db/rate-limit-hits.repository.ts';
import type { Db } from '../db/tables.ts';
import type { RateLimitStoreClass } from './fallback-rate-limit-store.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps counters in the database, so that every process on the
 * same PostgreSQL database shares them. One upsert per hit: the window restarts when it has expired.
 */
export function createDbRateLimitStore(db: Db): RateLimitStoreClass {
  return class DbRateLimitStore {
    readonly #prefix: string;

    constructor(options: object = {}) {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      this.#prefix = route?.url ? `${String(route.method)} ${String(route.url)}|` : 'global|';
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      const now = Date.now();
      const resetAt = now + timeWindow;
      hitRateLimitKey(db, this.#prefix + key, now, resetAt)
        .then((row) => {
          cb(null, { current: row.hits, ttl: Math.max(0, row.resetAt - now) });
          if (Math.random() < 0.01) void deleteExpiredRateLimitKeys(db, now);
        })
        .catch((err: unknown) => cb(err instanceof Error ? err : new Error(String(err))));
    }

    read(key: string, cb: Callback): void {
      const now = Date.now();
      findRateLimitKey(db, this.#prefix + key)
        .then((row) => {
          if (!row || row.resetAt <= now) cb(null, { current: 0, ttl: 0 });
          else cb(null, { current: row.hits, ttl: row.resetAt - now });
        })
        .catch((err: unknown) => cb(err instanceof Error ? err : new Error(String(err))));
    }

    child(routeOptions: object) {
      return new DbRateLimitStore(routeOptions);
    }
  };
}
