import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

/** The callback-style store contract of @fastify/rate-limit (incr, read, child). */
type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
export interface RateLimitStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): RateLimitStore;
}
/** A store class, as the plugin's `store` option takes it: one instance per route options. */
export type RateLimitStoreClass = new (options: object) => RateLimitStore;

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// The plugin's own stores: Redis (its Lua scripts) and process memory, as it would build them itself.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => RateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache: number,
) => RateLimitStore;

/** Counters in this process's memory (the plugin's default store), for a route's options. */
export function memoryStore(params: object): RateLimitStore {
  const p = params as StoreParams;
  return new LocalStore(p.continueExceeding, p.exponentialBackoff, 5000);
}

/** The part of a logger the store needs. */
export interface RateLimitLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface FallbackOptions {
  redis: Redis;
  nameSpace: string;
  /** The store used while Redis is away (what the portal uses without REDIS_URL), for a route's options. */
  fallback: (params: object) => RateLimitStore;
  /** How long a command may wait for Redis before the fallback answers. */
  timeoutMs: number;
  /** After a failure, how long Redis is left alone before it is tried again (unless it reconnects first). */
  retryMs: number;
  log: () => RateLimitLog | null;
}

/**
 * Redis's state as the limiter sees it, shared by every route's store: a failure or a command that
 * takes longer than `timeoutMs` starts an outage (logged once), during which counters live in the
 * fallback store; Redis is tried again after `retryMs`, or at once when it reconnects, and the first
 * answer ends the outage (logged with its length). Counters do not move between the stores: during
 * an outage each limit starts over in the fallback (docs/reliability.md, "Redis away").
 */
class RedisHealth {
  #downSince: number | null = null;
  #retryAt = 0;

  constructor(private readonly opts: FallbackOptions) {
    // ioredis reports every failed reconnection as an 'error' event; unheard, it prints to stderr.
    opts.redis.on('error', (err: Error) => this.failed(err));
    opts.redis.on('ready', () => {
      this.#retryAt = 0;
    });
  }

  /** Whether a command should go to Redis now. */
  usable(): boolean {
    return this.opts.redis.status === 'ready' && Date.now() >= this.#retryAt;
  }

  failed(err: Error): void {
    this.#retryAt = Date.now() + this.opts.retryMs;
    if (this.#downSince !== null) return;
    this.#downSince = Date.now();
    // A warning, not an error: every request is still served, with the fallback's counters.
    this.opts
      .log()
      ?.warn(
        { redis: { code: (err as { code?: unknown }).code, message: err.message } },
        'Redis no responde: los límites de solicitudes usan el almacén de respaldo hasta que vuelva',
      );
  }

  answered(): void {
    if (this.#downSince === null) return;
    const seconds = (Date.now() - this.#downSince) / 1000;
    this.#downSince = null;
    this.opts.log()?.info({ seconds }, `Redis responde de nuevo tras ${seconds.toFixed(1)} s`);
  }
}

/**
 * A store for @fastify/rate-limit that keeps counters in Redis and, whenever Redis refuses, resets or
 * goes silent, answers from the fallback store within `timeoutMs` instead of failing the request
 * (a 500) or waiting for Redis (a hang).
 */
export function createFallbackStore(opts: FallbackOptions): RateLimitStoreClass {
  const health = new RedisHealth(opts);

  class FallbackStore implements RateLimitStore {
    readonly #primary: RateLimitStore;
    readonly #fallback: RateLimitStore;

    constructor(params: object, stores?: { primary: RateLimitStore; fallback: RateLimitStore }) {
      const p = params as StoreParams;
      this.#primary =
        stores?.primary ?? new RedisStore(p.continueExceeding, p.exponentialBackoff, opts.redis, opts.nameSpace);
      this.#fallback = stores?.fallback ?? opts.fallback(params);
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.#run('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.#run('read', key, cb, timeWindow, max);
    }

    child(routeOptions: object): RateLimitStore {
      return new FallbackStore(routeOptions, {
        primary: this.#primary.child(routeOptions),
        fallback: this.#fallback.child(routeOptions),
      });
    }

    #run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number): void {
      if (!health.usable()) {
        this.#fallback[method](key, cb, timeWindow, max);
        return;
      }
      let settled = false;
      const giveUp = (err: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        health.failed(err);
        this.#fallback[method](key, cb, timeWindow, max);
      };
      const late = Object.assign(new Error('Redis no respondió a tiempo'), { code: 'ETIMEDOUT' });
      // After a stall of the event loop the timer fires before the socket is read: an answer that is
      // already there is read first (the poll phase runs before setImmediate's), so it is not taken for silence.
      const timer = setTimeout(() => setImmediate(() => giveUp(late)), opts.timeoutMs);
      try {
        this.#primary[method](
          key,
          (err, result) => {
            if (err) return giveUp(err);
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            health.answered();
            cb(null, result);
          },
          timeWindow,
          max,
        );
      } catch (err) {
        giveUp(err instanceof Error ? err : new Error(String(err)));
      }
    }
  }
  return FallbackStore;
}
