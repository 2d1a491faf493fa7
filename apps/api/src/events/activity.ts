import type { FastifyRequest } from 'fastify';
import type { ActivityAction, ActivityRole } from '@portal/domain/rules';
import type { DbOrTrx } from '../db/tables.ts';
import { optionalCaller } from '../lib/callers.ts';
import type { Identity } from '../lib/identity.ts';
import { insertActivity } from './activity.repository.ts';

/** Who made a change, and under which request: from the verified token only, never from a body. */
export interface Actor {
  userId: number | null;
  role: ActivityRole;
  requestId: string | null;
}

/** The actor of a request: its identity (if any) and Fastify's request id. */
export function actorOf(req: FastifyRequest): Actor {
  return actorFromIdentity(optionalCaller(req), req.id);
}

export function actorFromIdentity(identity: Identity | null, requestId: string | null = null): Actor {
  if (!identity) return { userId: null, role: 'visitor', requestId };
  return { userId: identity.userId, role: identity.kind === 'student' ? 'student' : identity.role, requestId };
}

/** An actor for changes no request made (scripts, the seed). */
export const SYSTEM_ACTOR: Actor = { userId: null, role: 'system', requestId: null };

export interface ActivityRecord {
  actor: Actor;
  action: ActivityAction;
  classId?: number | null;
  studentId?: number | null;
  applicationId?: number | null;
  /** Before/after values, a reason… kept as JSON; no secrets. */
  detail?: Record<string, unknown> | null;
  now?: Date;
}

/**
 * The one way any feature writes the activity log: call it with the transaction of the change, after
 * the change's own writes succeeded, so a rollback leaves no record (docs/architecture.md).
 */
export async function recordActivity(trx: DbOrTrx, record: ActivityRecord): Promise<void> {
  await insertActivity(trx, {
    at: (record.now ?? new Date()).toISOString(),
    actor_user_id: record.actor.userId,
    actor_role: record.actor.role,
    action: record.action,
    id_class: record.classId ?? null,
    id_student: record.studentId ?? null,
    id_application: record.applicationId ?? null,
    detail: record.detail ? JSON.stringify(record.detail) : null,
    request_id: record.actor.requestId,
  });
}
