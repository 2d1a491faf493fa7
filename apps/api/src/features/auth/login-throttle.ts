import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@portal/domain/errors';

/**
 * Limits of the staff sign-in, over 15 minutes:
 * - attemptsPerAddress: every attempt from one address, counted before anything is parsed (each
 *   attempt costs a password hash, so this bounds the work one address can cause);
 * - failuresPerAddress / failuresPerEmail: wrong email-or-password answers, per address (any email)
 *   and per email (from any address). Successful sign-ins do not count, so a busy office behind one
 *   address is not locked out by its own people.
 */
export const LOGIN_LIMITS = {
  attemptsPerAddress: 100,
  failuresPerAddress: 30,
  failuresPerEmail: 8,
  windowMs: 15 * 60 * 1000,
} as const;

/**
 * The failure counters, in the rate limiter's store (process memory, PostgreSQL or Redis — shared
 * by every process when the store is). `check` refuses with 429 once a counter is full; `recordFailure`
 * counts a wrong email or password.
 */
export function createLoginThrottle(app: FastifyInstance) {
  const emailOf = (req: FastifyRequest) => (req.body as { email: string }).email;
  const byAddress = app.createRateLimit({
    max: LOGIN_LIMITS.failuresPerAddress,
    timeWindow: LOGIN_LIMITS.windowMs,
    keyGenerator: (req) => `staff-login-failures-address:${req.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: LOGIN_LIMITS.failuresPerEmail,
    timeWindow: LOGIN_LIMITS.windowMs,
    keyGenerator: (req) => `staff-login-failures-email:${emailOf(req)}`,
  });

  return {
    async check(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      const counters = await Promise.all([byAddress(req, { increment: false }), byEmail(req, { increment: false })]);
      const full = counters.filter((c) => !c.isAllowed && c.remaining === 0);
      if (full.length) {
        reply.header('retry-after', Math.max(1, ...full.map((c) => (c.isAllowed ? 0 : c.ttlInSeconds))));
        throw new DomainError('tooManyRequests');
      }
    },
    async recordFailure(req: FastifyRequest): Promise<void> {
      await Promise.all([byAddress(req), byEmail(req)]);
    },
  };
}
