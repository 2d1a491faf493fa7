import { DomainError } from '@portal/domain/errors';
import type { HeldStudentHold, Hold } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import type { Identity } from '../../lib/identity.ts';
import { isFinance } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { activeHolds, allActiveHolds, insertHold, liftHoldRow, studentExists } from './holds.repository.ts';

/**
 * Places a hold on a student inside the caller's transaction: from now on they cannot enrol, propose a
 * class or join a waitlist (the eligibility rule's `hold` case; docs/rules.md ELE), and they keep what
 * they hold. Staff place one by hand; work that finds a cause (an overdue payment of a past summer) calls
 * it with a `sourceKey` naming the cause, so placing it twice places it once. Returns the hold's id, or
 * null when a hold of that cause exists already.
 */
export async function placeHold(
  trx: DbOrTrx,
  ctx: ServiceContext,
  args: { studentId: number; reason: string; sourceKey?: string | null },
): Promise<number | null> {
  const id = await insertHold(trx, {
    studentId: args.studentId,
    reason: args.reason.trim(),
    sourceKey: args.sourceKey ?? null,
    placedBy: ctx.actor.userId,
    now: ctx.now.toISOString(),
  });
  if (id === 'exists') return null;
  await recordActivity(trx, ctx, {
    action: 'student.hold_placed',
    studentId: args.studentId,
    detail: { holdId: id, reason: args.reason.trim(), automatic: Boolean(args.sourceKey) },
  });
  return id;
}

/** POST /students/{id}/holds (administrators or Recursos Financieros). */
export async function placeHoldOn(db: Db, ctx: ServiceContext, studentId: number, reason: string): Promise<Hold> {
  return writeTransaction(db, async (trx) => {
    if (!(await studentExists(trx, studentId))) throw new DomainError('studentNotFound');
    const id = await placeHold(trx, ctx, { studentId, reason });
    const hold = (await activeHolds(trx, studentId)).find((h) => h.id_hold === id);
    if (!hold) throw new Error(`hold ${id} of student ${studentId} not found after its insert`);
    return hold;
  });
}

/** DELETE /students/{id}/holds/{holdId} (administrators or finance): the student may enrol again. */
export async function liftHold(db: Db, ctx: ServiceContext, studentId: number, holdId: number): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const lifted = await liftHoldRow(trx, { studentId, holdId, by: ctx.actor.userId, now: ctx.now.toISOString() });
    if (!lifted) throw new DomainError('holdNotFound');
    await recordActivity(trx, ctx, { action: 'student.hold_lifted', studentId, detail: { holdId } });
  });
}

/** GET /students/{id}/holds: an administrator or Recursos Financieros, or the student themselves. */
export async function holdsOf(db: DbOrTrx, identity: Identity, studentId: number): Promise<Hold[]> {
  const own = identity.kind === 'student' && identity.studentId === studentId;
  if (!own && !isFinance(identity)) throw new DomainError('notOwnStudentRecord');
  if (!(await studentExists(db, studentId))) throw new DomainError('studentNotFound');
  return activeHolds(db, studentId);
}

/** GET /holds (administrators or finance): every hold in force, newest first, with whom it holds. */
export async function listActiveHolds(db: DbOrTrx): Promise<HeldStudentHold[]> {
  return allActiveHolds(db);
}
