import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { errorBody } from './errors.ts';

/**
 * Registers the rate limiter without a global limit: routes opt in with `config.rateLimit`.
 * Counters live in Redis when REDIS_URL is set (shared by every process), else in this process.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl: string | null }) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : null;
    if (redis) app.addHook('onClose', async () => void redis.quit());
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'portal-rl:' } : {}),
      skipOnError: false,
      errorResponseBuilder: (_req, context) => ({
        ...errorBody(429, ERROR_MESSAGES.tooManyRequests),
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
  },
  { name: 'rate-limit' },
);
