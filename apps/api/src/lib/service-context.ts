import type { FastifyRequest } from 'fastify';
import type { ActivityRole } from '@portal/domain/rules';
import { optionalCaller } from './callers.ts';
import type { Identity } from './identity.ts';

/** Who made a change: from the verified token only, never from a body. */
export interface Actor {
  userId: number | null;
  role: ActivityRole;
}

/**
 * Who acts, when, and under which request: the one shape in which every service that writes (or
 * compares with "now") is told so. `now` is read once from the app's clock (lib/clock.ts) when the
 * context is made, so one request's rules, records and mails all carry the same instant.
 */
export interface ServiceContext {
  actor: Actor;
  now: Date;
  requestId: string | null;
  /** How long a waitlist offer made under this context holds its seat, hours (WAITLIST_OFFER_HOURS); default 24. */
  offerHours?: number;
}

export function actorFromIdentity(identity: Identity | null): Actor {
  if (!identity) return { userId: null, role: 'visitor' };
  return { userId: identity.userId, role: identity.kind === 'student' ? 'student' : identity.role };
}

/** Changes no person chose: the seed, scripts, scheduled work, a waitlist promotion. */
export const SYSTEM_ACTOR: Actor = { userId: null, role: 'system' };

/** The context of a request: its verified caller (if any), the app's clock, Fastify's request id. */
export function requestContext(req: FastifyRequest): ServiceContext {
  return {
    actor: actorFromIdentity(optionalCaller(req)),
    now: req.server.clock.now(),
    requestId: req.id,
    offerHours: req.server.waitlistOfferHours,
  };
}

/** The context of work no request asked for (the outbox, a scheduler, the seed, scripts). */
export function systemContext(now: Date, requestId: string | null = null): ServiceContext {
  return { actor: SYSTEM_ACTOR, now, requestId };
}

/** A caller's context outside a request (tests, the bench, scripts acting as someone). */
export function identityContext(identity: Identity | null, now: Date, requestId: string | null = null): ServiceContext {
  return { actor: actorFromIdentity(identity), now, requestId };
}

/** The same request, now acting as the system: what follows from a change without anyone choosing it. */
export function asSystem(ctx: ServiceContext): ServiceContext {
  return { ...ctx, actor: SYSTEM_ACTOR };
}
