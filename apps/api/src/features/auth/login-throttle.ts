import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@portal/domain/errors';
import { LOGIN_LIMITS, loginBrakeDelayMs } from '@portal/domain/rules';

export { LOGIN_LIMITS };

/** A counter that never refuses: the per-email brake only reads how many failures it holds. */
const UNCAPPED = 1_000_000_000;

/**
 * The staff sign-in's failure counters (policy in packages/domain/src/rules/login-throttle.ts), in
 * the rate limiter's store (process memory, PostgreSQL or Redis — shared by every process when the
 * store is). `check` refuses with 429 an address whose counters are full and makes an attempt for a
 * much-failed email wait; `recordFailure` counts a wrong email or password.
 */
export function createLoginThrottle(app: FastifyInstance) {
  const emailOf = (req: FastifyRequest) => (req.body as { email: string }).email;
  const byAddress = app.createRateLimit({
    max: LOGIN_LIMITS.failuresPerAddress,
    timeWindow: LOGIN_LIMITS.windowMs,
    keyGenerator: (req) => `staff-login-failures-address:${req.ip}`,
  });
  const byEmailAndAddress = app.createRateLimit({
    max: LOGIN_LIMITS.failuresPerEmailAndAddress,
    timeWindow: LOGIN_LIMITS.windowMs,
    keyGenerator: (req) => `staff-login-failures-pair:${req.ip}|${emailOf(req)}`,
  });
  const byEmail = app.createRateLimit({
    max: UNCAPPED,
    timeWindow: LOGIN_LIMITS.windowMs,
    keyGenerator: (req) => `staff-login-failures-email:${emailOf(req)}`,
  });

  return {
    async check(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      const read = { increment: false } as const;
      const [address, pair, email] = await Promise.all([
        byAddress(req, read),
        byEmailAndAddress(req, read),
        byEmail(req, read),
      ]);
      const full = [address, pair].filter((c) => !c.isAllowed && c.remaining === 0);
      if (full.length) {
        reply.header('retry-after', Math.max(1, ...full.map((c) => (c.isAllowed ? 0 : c.ttlInSeconds))));
        throw new DomainError('tooManyRequests');
      }
      const delay = email.isAllowed ? 0 : loginBrakeDelayMs(UNCAPPED - email.remaining);
      // On the app's clock: a test's settable clock moves forward instead of holding the request.
      if (delay > 0) await app.clock.sleep(delay);
    },
    /** Counts the failure; true when it is the one that locks the address (or the address and email) out. */
    async recordFailure(req: FastifyRequest): Promise<boolean> {
      const [address, pair] = await Promise.all([byAddress(req), byEmailAndAddress(req), byEmail(req)]);
      // The failure that makes a counter exactly full is the one that starts the lock-out.
      return [address, pair].some((c) => !c.isAllowed && c.remaining === 0 && !c.isExceeded);
    },
  };
}
