import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@portal/domain/errors';
import { createDbRateLimitStore } from '../lib/db-rate-limit-store.ts';
import { createFallbackStore, memoryStore } from '../lib/fallback-rate-limit-store.ts';

/** How long a rate-limit counter may wait for Redis before the fallback store answers. */
const REDIS_TIMEOUT_MS = 400;
/** After a Redis failure, how long before it is tried again (sooner when it reconnects). */
const REDIS_RETRY_MS = 1000;

/**
 * Registers the rate limiter without a global limit: routes opt in with `config.rateLimit` (or
 * `app.rateLimit({...})` as a preHandler). Counters live in Redis when REDIS_URL is set; otherwise
 * in PostgreSQL when that is the database (shared by every process), or in this process on SQLite.
 * With Redis, the store without it stands in whenever Redis refuses, resets or stays silent
 * (lib/fallback-rate-limit-store.ts): a limited request never fails or waits because of Redis.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl: string | null }) => {
    const DbStore = app.dbDialect === 'postgres' ? createDbRateLimitStore(app.db) : null;
    const withoutRedis = (params: object) => (DbStore ? new DbStore(params) : memoryStore(params));
    let store: object = DbStore ? { store: DbStore } : {};
    if (opts.redisUrl) {
      const redis = new Redis(opts.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2000,
        // A command left unanswered is dropped (the fallback answered it long before).
        commandTimeout: 5000,
        // Reconnect quickly when Redis comes back.
        retryStrategy: (times) => Math.min(times * 100, 1000),
      });
      app.addHook('onClose', async () => void redis.disconnect());
      store = {
        store: createFallbackStore({
          redis,
          nameSpace: 'portal-rl:',
          fallback: withoutRedis,
          timeoutMs: REDIS_TIMEOUT_MS,
          retryMs: REDIS_RETRY_MS,
          log: () => app.log,
        }),
      };
    }
    await app.register(rateLimit, {
      global: false,
      ...store,
      skipOnError: false,
      // Thrown, then answered by the error plugin as { statusCode: 429, error, code: RATE_LIMITED, message } in Spanish.
      errorResponseBuilder: () => new DomainError('tooManyRequests'),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
