import { formatPesos, OPEN_PAYMENT_STATUSES, RECEIPT_ACCEPTING_STATUSES } from '@portal/domain/rules';
import type { DbOrTrx } from '../db/tables.ts';
import { lockedClass, lockedStudent } from '../db/locked-rows.ts';
import { recordActivity } from '../events/activity.ts';
import { notify } from '../events/notify.ts';
import { systemContext } from '../lib/service-context.ts';
import { releaseUnpaidPlace } from '../features/classes/enrolment.service.ts';
import { paymentById } from '../money/place-payments.repository.ts';
import { movePayment } from '../money/place-payments.repository.ts';

/**
 * 48 hours before a payment's due day ends: the student is reminded, if it is still theirs to pay (no
 * receipt waiting, nothing validated). The job row is claimed in this transaction: once.
 */
export async function paymentReminderJob(trx: DbOrTrx, paymentId: number, now: Date) {
  const p = await paymentById(trx, paymentId);
  if (!p || !RECEIPT_ACCEPTING_STATUSES.includes(p.status as never)) return { reminded: false };
  const owed = formatPesos(Number(p.amount_cents) - Number(p.credit_cents));
  await recordActivity(trx, systemContext(now), {
    action: 'payment.reminded',
    classId: p.id_class,
    studentId: p.id_student,
    detail: { paymentId, dueDate: p.due_date },
  });
  await notify(trx, {
    kind: 'payment.reminder',
    classId: p.id_class,
    studentIds: [p.id_student],
    reason: `Paga ${owed} a más tardar el ${p.due_date} con la referencia ${p.reference}.`,
    now,
  });
  return { reminded: true };
}

/**
 * The grace after a payment's due day has passed: a payment still not validated becomes `vencido` and its
 * place is released as a withdrawal releases it (the waitlists move). Decided under the class's lock, then
 * the student's, the order of every enrolment write; a payment validated, credited or gone is left alone.
 */
export async function paymentExpiryJob(trx: DbOrTrx, paymentId: number, now: Date, offerHours?: number) {
  const first = await paymentById(trx, paymentId);
  if (!first) return { expired: false };
  const classId = Number(first.id_class);
  const studentId = Number(first.id_student);
  const cls = await lockedClass(trx, classId);
  const inClass = (await lockedStudent(trx, classId, studentId))?.inClass ?? false;
  const p = await paymentById(trx, paymentId);
  if (!p || !OPEN_PAYMENT_STATUSES.includes(p.status as never)) return { expired: false };
  const ctx = { ...systemContext(now), offerHours };
  // What a credit had paid of it stays the student's, to pay a later payment with.
  const keep = { credit_left_cents: Number(p.credit_cents) };
  if (!(await movePayment(trx, paymentId, OPEN_PAYMENT_STATUSES, 'vencido', keep, now.toISOString()))) {
    throw new Error(`payment ${paymentId} moved under its class's lock`);
  }
  const released =
    cls && inClass ? await releaseUnpaidPlace(trx, ctx, { classId, studentId, period: cls.period }) : null;
  await recordActivity(trx, ctx, {
    action: 'payment.expired',
    classId,
    studentId,
    detail: { paymentId, dueDate: p.due_date, released: released !== null },
  });
  await notify(trx, { kind: 'payment.expired', classId, studentIds: [studentId], now });
  return { expired: true, released: released !== null };
}
