import type { ActivityAction } from '@portal/domain/rules';
import type { DbOrTrx } from '../db/tables.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { insertActivity, type ActivityRow } from './activity.repository.ts';

export interface ActivityRecord {
  action: ActivityAction;
  classId?: number | null;
  studentId?: number | null;
  applicationId?: number | null;
  /** Before/after values, a reason… kept as JSON; no secrets. */
  detail?: Record<string, unknown> | null;
}

/**
 * The one way any feature writes the activity log — who, when and under which request come from the
 * service's context: call it with the transaction of the change, after the change's own writes
 * succeeded, so a rollback leaves no record (docs/architecture.md).
 */
export async function recordActivity(trx: DbOrTrx, ctx: ServiceContext, record: ActivityRecord): Promise<void> {
  await insertActivity(trx, activityRow(ctx, record));
}

/** The row `record` becomes: for a write that carries its record in the same statement (takePlace). */
export function activityRow(ctx: ServiceContext, record: ActivityRecord): ActivityRow {
  return {
    at: ctx.now.toISOString(),
    actor_user_id: ctx.actor.userId,
    actor_role: ctx.actor.role,
    action: record.action,
    id_class: record.classId ?? null,
    id_student: record.studentId ?? null,
    id_application: record.applicationId ?? null,
    detail: record.detail ? JSON.stringify(record.detail) : null,
    request_id: ctx.requestId,
  };
}
