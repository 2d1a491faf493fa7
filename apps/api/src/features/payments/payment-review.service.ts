import { DomainError } from '@portal/domain/errors';
import { cancunDay, isReleasedStatus } from '@portal/domain/rules';
import type { PlacePayment } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { lockedClass } from '../../db/locked-rows.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import { notify } from '../../events/notify.ts';
import type { StaffIdentity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { movePayment, paymentById, tickEnrolmentPaid } from '../../money/place-payments.repository.ts';
import { presentPayment } from '../../money/place-payments.ts';

export const REJECT_REASON_MAX = 300;

/**
 * Finance's decision on a receipt in review (POST /payments/{id}/validate | reject), in one transaction:
 * the class's row locked first (so a cancellation and a validation of the same class take turns), then
 * the payment moved from `en_revision` by a conditional write — of two reviewers, the second finds it
 * decided (409). Validating a receipt of a class that failed meanwhile credits it at once. The student
 * hears it in the app and by mail.
 */
export async function reviewPayment(
  db: Db,
  ctx: ServiceContext,
  reviewer: StaffIdentity,
  paymentId: number,
  decision: { kind: 'validate' } | { kind: 'reject'; reason: string | undefined },
): Promise<PlacePayment> {
  const reason = decision.kind === 'reject' ? (decision.reason ?? '').trim() : null;
  if (decision.kind === 'reject' && (!reason || reason.length > REJECT_REASON_MAX)) {
    throw new DomainError('rejectReasonRequired');
  }
  const at = ctx.now.toISOString();
  await writeTransaction(db, async (trx) => {
    const first = await paymentById(trx, paymentId);
    if (!first) throw new DomainError('paymentNotFound');
    const cls = await lockedClass(trx, first.id_class);
    const p = await paymentById(trx, paymentId);
    if (!p || p.status !== 'en_revision') throw new DomainError('paymentNotInReview');
    const failed = cls !== undefined && isReleasedStatus(cls.status);
    const to = decision.kind === 'reject' ? 'rechazado' : failed ? 'saldo_a_favor' : 'validado';
    const fields = {
      reviewed_by: reviewer.userId,
      reviewed_at: at,
      reject_reason: reason,
      ...(to === 'saldo_a_favor' ? { credit_left_cents: Number(p.amount_cents) } : {}),
    };
    if (!(await movePayment(trx, paymentId, ['en_revision'], to, fields, at))) {
      throw new Error(`payment ${paymentId} moved under its class's lock`);
    }
    if (to === 'validado') {
      await tickEnrolmentPaid(trx, {
        classId: p.id_class,
        studentId: p.id_student,
        reference: p.reference,
        day: cancunDay(ctx.now),
        by: reviewer.userId,
        now: at,
      });
    }
    await recordActivity(trx, ctx, {
      action:
        decision.kind === 'reject'
          ? 'payment.rejected'
          : to === 'saldo_a_favor'
            ? 'payment.credited'
            : 'payment.validated',
      classId: p.id_class,
      studentId: p.id_student,
      detail: { paymentId, reference: p.reference, ...(reason ? { reason } : {}) },
    });
    await notify(trx, {
      kind:
        decision.kind === 'reject'
          ? 'payment.rejected'
          : to === 'saldo_a_favor'
            ? 'payment.credited'
            : 'payment.validated',
      classId: p.id_class,
      studentIds: [p.id_student],
      reason,
      now: ctx.now,
    });
  });
  return presentPayment((await paymentById(db, paymentId))!);
}
