import {
  cancunDay,
  courseHours,
  formatPesos,
  paymentDeadlines,
  paymentDueDate,
  paymentReference,
  placeFeeCents,
  DEFAULT_PERIOD_SIZES,
  type PlacePaymentStatus,
} from '@portal/domain/rules';
import type { DbOrTrx } from '../db/tables.ts';
import { lockedStudent } from '../db/locked-rows.ts';
import { recordActivity } from '../events/activity.ts';
import { notify } from '../events/notify.ts';
import { asSystem, type ServiceContext } from '../lib/service-context.ts';
import { scheduleJob } from '../scheduler/scheduled-jobs.repository.ts';
import {
  creditsLeft,
  insertPayment,
  movePayment,
  openPaymentOf,
  paymentTerms,
  setReference,
  tickEnrolmentPaid,
  type PaymentRow,
} from './place-payments.repository.ts';

/** Days after the due day before an unpaid place is released, when the period says nothing. */
const DEFAULT_GRACE_DAYS = 2;

/**
 * Pays as much of a new payment as the student's credits cover, oldest credit first, in the payment's
 * transaction: each credit's remainder goes down by what it paid. Returns what the credits paid.
 */
async function applyCredits(trx: DbOrTrx, studentId: number, amountCents: number, now: string): Promise<number> {
  let paid = 0;
  for (const credit of await creditsLeft(trx, studentId)) {
    if (paid >= amountCents) break;
    const left = Number(credit.credit_left_cents);
    const take = Math.min(left, amountCents - paid);
    const done = await trx
      .updateTable('place_payments')
      .set({ credit_left_cents: left - take, updated_at: now })
      .where('id', '=', credit.id)
      .where('credit_left_cents', '=', left)
      .executeTakeFirst();
    // The student's row is locked by the enrolment path or the approval: the remainder cannot move.
    if (Number(done.numUpdatedRows) !== 1) throw new Error(`credit ${credit.id} moved under the student's lock`);
    paid += take;
  }
  return paid;
}

/**
 * Opens the payment of a confirmed place, inside the transaction that confirmed it (an approval, or an
 * enrolment in a class already approved or running): the fee by the subject's hours, the reference
 * from the row's number, the due day `paymentDays` after today (Cancun), the student's credits applied
 * (a payment they cover whole is validated at once), the reminder and the deadline put on the
 * scheduler, and the student told what to pay and by when. A place that already has its payment keeps it.
 */
export async function openPayment(trx: DbOrTrx, ctx: ServiceContext, classId: number, studentId: number) {
  if (await openPaymentOf(trx, classId, studentId)) return null;
  const terms = await paymentTerms(trx, classId);
  if (!terms) throw new Error(`class ${classId} vanished while opening a payment`);
  const at = ctx.now.toISOString();
  const amountCents = placeFeeCents(courseHours(Number(terms.credits)));
  const period = Number(terms.period);
  const days = terms.payment_days === null ? DEFAULT_PERIOD_SIZES.paymentDays : Number(terms.payment_days);
  const grace = terms.payment_grace_days === null ? DEFAULT_GRACE_DAYS : Number(terms.payment_grace_days);
  const dueDate = paymentDueDate(cancunDay(ctx.now), days);
  // The student's row lock before their credits are read and spent (the enrolment path holds it already; an
  // approval takes its students' in id order): a refund request of the same saldo waits, or is waited for.
  await lockedStudent(trx, classId, studentId);
  const id = await insertPayment(trx, { studentId, classId, period, amountCents, dueDate, now: at });
  const reference = paymentReference(period, id);
  await setReference(trx, id, reference);
  const credit = await applyCredits(trx, studentId, amountCents, at);
  const covered = credit >= amountCents;
  if (credit > 0) {
    await movePayment(trx, id, ['pendiente'], covered ? 'validado' : 'pendiente', { credit_cents: credit }, at);
  }
  if (covered) {
    const day = cancunDay(ctx.now);
    await tickEnrolmentPaid(trx, { classId, studentId, reference, day, by: null, now: at });
  }
  await recordActivity(trx, asSystem(ctx), {
    action: 'payment.opened',
    classId,
    studentId,
    detail: { paymentId: id, reference, amountCents, creditCents: credit, dueDate },
  });
  if (!covered) {
    const { remindAt, expireAt } = paymentDeadlines(dueDate, grace);
    await scheduleJob(
      trx,
      { key: `payment-reminder:${id}`, kind: 'payment-reminder', periodYear: period, dueAt: remindAt, subjectId: id },
      at,
    );
    await scheduleJob(
      trx,
      { key: `payment-expiry:${id}`, kind: 'payment-expiry', periodYear: period, dueAt: expireAt, subjectId: id },
      at,
    );
  }
  const owed = formatPesos(amountCents - credit);
  const reason = covered
    ? 'Tu saldo a favor cubrió el pago.'
    : `Paga ${owed} a más tardar el ${dueDate} con la referencia ${reference}.`;
  await notify(trx, { kind: 'payment.opened', classId, studentIds: [studentId], reason, now: ctx.now });
  return id;
}

/** An approval: every student of the class gets their payment, in id order (the order students are locked in). */
export async function openPaymentsOfClass(trx: DbOrTrx, ctx: ServiceContext, classId: number): Promise<number> {
  let opened = 0;
  const students = await trx
    .selectFrom('student_classes')
    .select('id_student')
    .where('id_class', '=', classId)
    .orderBy('id_student')
    .execute();
  for (const { id_student: studentId } of students) {
    if ((await openPayment(trx, ctx, classId, studentId)) !== null) opened++;
  }
  return opened;
}

/**
 * A rejected or cancelled class (its row locked by the status change): each validated payment becomes a
 * credit of its whole amount, once — the conditional write moves only what is still `validado`, and a
 * second cancellation is refused under the same lock before it gets here. An unpaid payment goes away,
 * except for what a credit had paid of it, which is given back as a credit. A receipt under review
 * stays for finance: validating it then credits it.
 */
export async function creditPaymentsOfClass(
  trx: DbOrTrx,
  ctx: ServiceContext,
  classId: number,
  onlyStudentId?: number,
): Promise<number> {
  const at = ctx.now.toISOString();
  let query = trx
    .selectFrom('place_payments')
    .select(['id', 'id_student', 'status', 'amount_cents', 'credit_cents'])
    .where('id_class', '=', classId)
    .where('status', 'in', ['pendiente', 'rechazado', 'validado']);
  if (onlyStudentId !== undefined) query = query.where('id_student', '=', onlyStudentId);
  const rows = await query.orderBy('id').execute();
  const credited: number[] = [];
  for (const p of rows) {
    const credit = p.status === 'validado' ? Number(p.amount_cents) : Number(p.credit_cents);
    if (credit === 0) {
      await trx.deleteFrom('place_payments').where('id', '=', p.id).where('status', '=', p.status).execute();
      continue;
    }
    if (await movePayment(trx, p.id, [p.status], 'saldo_a_favor', { credit_left_cents: credit }, at)) {
      credited.push(p.id_student);
      await recordActivity(trx, asSystem(ctx), {
        action: 'payment.credited',
        classId,
        studentId: p.id_student,
        detail: { paymentId: p.id, creditCents: credit },
      });
    }
  }
  if (credited.length > 0) await notify(trx, { kind: 'payment.credited', classId, studentIds: credited, now: ctx.now });
  return credited.length;
}

/** A payment as its student and finance read it. */
export function presentPayment(p: PaymentRow & { subject_name?: string }) {
  const amount = Number(p.amount_cents);
  const credit = Number(p.credit_cents);
  return {
    id: Number(p.id),
    classId: Number(p.id_class),
    subject: p.subject_name ?? null,
    period: Number(p.period),
    amount: amount / 100,
    credit: credit / 100,
    toPay: Math.max(0, amount - credit) / 100,
    reference: p.reference ?? '',
    dueDate: p.due_date,
    status: p.status as PlacePaymentStatus,
    hasReceipt: p.receipt_key !== null,
    rejectReason: p.reject_reason,
    creditLeft: Number(p.credit_left_cents) / 100,
    refund: Number(p.refund_cents) / 100,
    cashFolio: p.cash_folio,
  };
}
