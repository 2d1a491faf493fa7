import { DomainError } from '@portal/domain/errors';
import {
  belowQuorumMessage,
  belowQuorumNote,
  canMoveTo,
  hasQuorum,
  isReleasedStatus,
  reviewNote,
  reviewRefusedMessage,
  statusAction,
  TRANSITION_MESSAGES,
  type ClassStatus,
  type StatusTarget,
} from '@portal/domain/rules';
import type { ReviewBody, ReviewResult } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { StaffIdentity } from '../../lib/identity.ts';
import { recordActivity } from '../../events/activity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { lockedClass } from '../../db/locked-rows.ts';
import { noticeInterested } from '../../events/interest-notices.ts';
import { notify, type NotificationKind } from '../../events/notify.ts';
import { insertStatusHistory, statusHistoryOf } from './class-status-history.repository.ts';
import { moveClassStatus } from './classes.repository.ts';
import { releaseStudentsOf } from './enrolment.repository.ts';
import { toHistoryByClass } from './class-view.ts';
import { offerFreedSeats } from './waitlist-offers.service.ts';
import { classesWaitedBy, clearWaitlist } from './waitlist.repository.ts';
import { keepCalendar } from '../../lib/period-guard.ts';
import { creditPaymentsOfClass, openPaymentsOfClass } from '../../money/place-payments.ts';

function refusal(target: ClassStatus, current: string): DomainError {
  const message =
    target === 'active'
      ? TRANSITION_MESSAGES.startRefused(current)
      : target === 'cancelled'
        ? TRANSITION_MESSAGES.cancelRefused(current)
        : target === 'pendiente'
          ? null
          : reviewRefusedMessage(current);
  if (message === null) return new DomainError(isReleasedStatus(current) ? 'reopenRefused' : 'backToPending');
  return new DomainError('statusTransition', { message });
}

/**
 * One status change inside the caller's transaction, by the rules of class-lifecycle.ts: the class's
 * row is read once under its lock and decides (the transition allowed from its status; an approval
 * without a written reason needs the quorum), then the write — which the lock keeps true — and, for
 * a rejection or cancellation, the release of every enrolment of the class and the promotions that
 * release makes possible elsewhere, all in the same transaction. Returns the class's status and seats as
 * the write left them.
 */
export async function moveStatusInTransaction(
  trx: DbOrTrx,
  ctx: ServiceContext,
  args: { classId: number; target: ClassStatus; comment: string | null; belowQuorumReason?: string | null },
): Promise<{ status: string; enrolled: number }> {
  const { classId, target } = args;
  const current = await lockedClass(trx, classId);
  if (!current) throw new DomainError('classNotFound');
  // A finished class changes only by reopening its acta (features/grades), never back to review or cancelled.
  if (current.status === 'finished') throw new DomainError('actaClosed');
  // «Finalizada» is reached only by closing the acta (features/grades), never by a status move.
  const allowed =
    target === 'pendiente'
      ? !isReleasedStatus(current.status)
      : target !== 'finished' && canMoveTo(current.status, target);
  if (!allowed) throw refusal(target, current.status);
  const reason = args.belowQuorumReason?.trim() || null;
  if (target === 'aprobado' && reason === null && !hasQuorum(current.enrolled)) {
    throw new DomainError('belowQuorum', { message: belowQuorumMessage(current.enrolled) });
  }
  const release = isReleasedStatus(target);
  const at = ctx.now.toISOString();
  // The lock holds the status just read: a write that does not apply is a bug.
  const moved = await moveClassStatus(trx, { classId, from: current.status, to: target, now: at, release });
  if (!moved) throw new Error(`class ${classId} left status ${current.status} under its lock`);
  // A waitlist only exists while pending; a release frees its students' limits, which
  // may make students who wait for other classes (with a free seat) qualify now.
  if (target !== 'pendiente') await clearWaitlist(trx, classId);
  // Confirmed: each student owes their place's fee. Failed: what was paid becomes each student's credit.
  if (target === 'aprobado') await openPaymentsOfClass(trx, ctx, classId);
  if (release) await creditPaymentsOfClass(trx, ctx, classId);
  const released = release ? await releaseStudentsOf(trx, classId, current.period) : [];
  for (const waitedFor of release ? await classesWaitedBy(trx, released) : []) {
    await offerFreedSeats(trx, ctx, waitedFor);
  }
  const note = target === 'aprobado' && reason !== null ? belowQuorumNote(current.enrolled, reason) : args.comment;
  const comment = note && args.comment && note !== args.comment ? `${note} — ${args.comment}` : note;
  await insertStatusHistory(trx, ctx, { classId, from: current.status, to: target, comment });
  await recordActivity(trx, ctx, {
    action: statusAction(target),
    classId,
    detail: { from: current.status, to: target, comment, ...(release ? { released: released.length } : {}) },
  });
  const kind = NOTIFIED_STATUS[target];
  if (kind) await notify(trx, { kind, classId, reason: args.comment, now: ctx.now });
  // Interested students who marked the subject after the proposal hear of the approval (once per class).
  if (target === 'aprobado') await noticeInterested(trx, ctx, { classId, event: 'approved' });
  return moved;
}

/** The status changes the class's students hear about. */
const NOTIFIED_STATUS: Partial<Record<ClassStatus, NotificationKind>> = {
  aprobado: 'class.approved',
  rechazado: 'class.rejected',
  active: 'class.started',
  cancelled: 'class.cancelled',
};

/** The text kept in the history for each target; a cancellation requires its reason. */
function noteFor(target: StatusTarget | 'pendiente', body: ReviewBody): string | null {
  if (target === 'aprobado' || target === 'rechazado') return reviewNote(target, body);
  if (target === 'cancelled') {
    const reason = body?.reason?.trim() || null;
    if (!reason) throw new DomainError('cancelReasonRequired');
    return reason;
  }
  return body?.comment?.trim() || null;
}

/**
 * POST /classes/{id}/status/{status} (admin): pendiente → aprobado (quorum, or a written
 * `belowQuorumReason`) | rechazado; aprobado → active; pendiente | aprobado | active → cancelled
 * (with a required `reason`). Rejection and cancellation release the class's students.
 */
export async function changeClassStatus(
  db: Db,
  ctx: ServiceContext,
  _admin: StaffIdentity,
  classId: number,
  target: ClassStatus,
  body: ReviewBody,
): Promise<ReviewResult> {
  if (target === 'pendiente') throw new DomainError('backToPending');
  await keepCalendar(db, classId, ctx.now, 'change', 'admin');
  const comment = noteFor(target as StatusTarget, body);
  const history = await writeTransaction(db, async (trx) => {
    await moveStatusInTransaction(trx, ctx, {
      classId,
      target,
      comment,
      belowQuorumReason: target === 'aprobado' ? body?.belowQuorumReason : null,
    });
    return statusHistoryOf(trx, [classId]);
  });
  return { id_class: classId, status: target, review: toHistoryByClass(history).get(classId)!.at(-1)! };
}
