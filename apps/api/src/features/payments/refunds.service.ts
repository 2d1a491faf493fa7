import { DomainError } from '@portal/domain/errors';
import { cashFolio, formatPesos, refundChoiceMove, type PlacePaymentStatus } from '@portal/domain/rules';
import type { PlacePayment } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { lockedStudent } from '../../db/locked-rows.ts';
import { recordActivity } from '../../events/activity.ts';
import { notify } from '../../events/notify.ts';
import type { StaffIdentity, StudentIdentity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { movePayment, paymentById } from '../../money/place-payments.repository.ts';
import { presentPayment } from '../../money/place-payments.ts';

/**
 * POST /payments/{id}/refund-choice (the payment's student): a failed group's saldo a favor kept for a later
 * summer (`saldo`) or asked back (`reembolso`, all that is left of it). Decided under the student's row lock (the
 * one a new payment takes before it spends credits) and written conditionally on the state and the amounts read,
 * so a choice and a new payment never both take the same pesos. A refund not yet paid can be taken back as saldo.
 */
export async function chooseRefund(
  db: Db,
  ctx: ServiceContext,
  student: StudentIdentity,
  paymentId: number,
  choice: string | undefined,
): Promise<PlacePayment> {
  if (choice !== 'saldo' && choice !== 'reembolso') throw new DomainError('refundChoiceInvalid');
  const first = await paymentById(db, paymentId);
  if (!first) throw new DomainError('paymentNotFound');
  if (student.studentId === null || student.studentId !== first.id_student) throw new DomainError('paymentNotYours');
  const at = ctx.now.toISOString();
  await writeTransaction(db, async (trx) => {
    // The student's row lock, the one a new payment takes before it spends the student's credits: a choice
    // and a payment that the same saldo pays take turns, and the second sees what the first left.
    await lockedStudent(trx, first.id_class, first.id_student);
    const p = (await paymentById(trx, paymentId))!;
    const left = Number(p.credit_left_cents);
    const refund = Number(p.refund_cents);
    const move = refundChoiceMove(p.status as PlacePaymentStatus, left, choice);
    if (move === null) throw new DomainError('refundChoiceClosed');
    if (move === 'unchanged') return;
    const asking = move.to === 'reembolso_solicitado';
    const res = await trx
      .updateTable('place_payments')
      .set({
        status: move.to,
        credit_left_cents: asking ? 0 : refund,
        refund_cents: asking ? left : 0,
        refund_requested_at: asking ? at : null,
        updated_at: at,
      })
      .where('id', '=', paymentId)
      .where('status', '=', p.status)
      .where('credit_left_cents', '=', left)
      .where('refund_cents', '=', refund)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new DomainError('refundChoiceClosed');
    await recordActivity(trx, ctx, {
      action: asking ? 'payment.refund_requested' : 'payment.refund_withdrawn',
      classId: p.id_class,
      studentId: p.id_student,
      detail: { paymentId, reference: p.reference, amountCents: asking ? left : refund },
    });
  });
  return presentPayment((await paymentById(db, paymentId))!);
}

/** POST /payments/{id}/refund-paid (finance or administrators): a requested refund paid; the student is told. */
export async function markRefundPaid(
  db: Db,
  ctx: ServiceContext,
  finance: StaffIdentity,
  paymentId: number,
): Promise<PlacePayment> {
  const at = ctx.now.toISOString();
  await writeTransaction(db, async (trx) => {
    const p = await paymentById(trx, paymentId);
    if (!p) throw new DomainError('paymentNotFound');
    const res = await trx
      .updateTable('place_payments')
      .set({ status: 'reembolsado', refunded_at: at, refunded_by: finance.userId, updated_at: at })
      .where('id', '=', paymentId)
      .where('status', '=', 'reembolso_solicitado')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new DomainError('refundNotRequested');
    const amount = Number((await paymentById(trx, paymentId))!.refund_cents);
    await recordActivity(trx, ctx, {
      action: 'payment.refunded',
      classId: p.id_class,
      studentId: p.id_student,
      detail: { paymentId, reference: p.reference, amountCents: amount },
    });
    await notify(trx, {
      kind: 'payment.refunded',
      classId: p.id_class,
      studentIds: [p.id_student],
      reason: formatPesos(amount),
      now: ctx.now,
    });
  });
  return presentPayment((await paymentById(db, paymentId))!);
}

/**
 * POST /payments/{id}/cash (the class's group leader): the leader received the fee in cash from a classmate
 * (or paid their own) and gave a receipt with this folio. The payment goes to finance's review like an
 * uploaded receipt; finance validates it when the leader hands the money over.
 */
export async function recordCash(
  db: Db,
  ctx: ServiceContext,
  leader: StudentIdentity,
  paymentId: number,
  folioText: string | undefined,
): Promise<PlacePayment> {
  const folio = cashFolio(folioText);
  const p = await paymentById(db, paymentId);
  if (!p) throw new DomainError('paymentNotFound');
  const leads =
    leader.studentId !== null &&
    (await db
      .selectFrom('student_classes')
      .select('id_student')
      .where('id_class', '=', p.id_class)
      .where('id_student', '=', leader.studentId)
      .where('group_leader', '=', 1)
      .executeTakeFirst()) !== undefined;
  if (!leads) throw new DomainError('cashLeaderOnly');
  if (!folio) throw new DomainError('cashFolioInvalid');
  const at = ctx.now.toISOString();
  await writeTransaction(db, async (trx) => {
    const moved = await movePayment(
      trx,
      paymentId,
      ['pendiente', 'rechazado'],
      'en_revision',
      { receipt_at: at, reject_reason: null, cash_folio: folio, cash_by: leader.studentId },
      at,
    );
    if (!moved) throw new DomainError('cashNotAccepted');
    await recordActivity(trx, ctx, {
      action: 'payment.cash_recorded',
      classId: p.id_class,
      studentId: p.id_student,
      detail: { paymentId, reference: p.reference, folio },
    });
  });
  return presentPayment((await paymentById(db, paymentId))!);
}
