import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@portal/domain/errors';
import { createDbRateLimitStore } from '../lib/db-rate-limit-store.ts';

/**
 * Registers the rate limiter without a global limit: routes opt in with `config.rateLimit` (or
 * `app.rateLimit({...})` as a preHandler). Counters live in Redis when REDIS_URL is set; otherwise
 * in PostgreSQL when that is the database (shared by every process), or in this process on SQLite.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl: string | null }) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 })
      : null;
    if (redis) app.addHook('onClose', async () => void redis.quit());
    const store = redis ? {} : app.dbDialect === 'postgres' ? { store: createDbRateLimitStore(app.db) } : {};
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'portal-rl:' } : store),
      skipOnError: false,
      // Thrown, then answered by the error plugin as { statusCode: 429, error, message } in Spanish.
      errorResponseBuilder: () => new DomainError('tooManyRequests'),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
