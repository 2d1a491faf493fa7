import type { DbOrTrx } from '../db/tables.ts';

/** Payments of confirmed places (`place_payments`): what is read and the conditional writes. */

export const PAYMENT_COLUMNS = [
  'place_payments.id',
  'place_payments.id_student',
  'place_payments.id_class',
  'place_payments.period',
  'place_payments.amount_cents',
  'place_payments.credit_cents',
  'place_payments.reference',
  'place_payments.due_date',
  'place_payments.status',
  'place_payments.receipt_key',
  'place_payments.receipt_type',
  'place_payments.receipt_at',
  'place_payments.reject_reason',
  'place_payments.credit_left_cents',
  'place_payments.refund_cents',
  'place_payments.cash_folio',
] as const;

/** What a payment is opened from: the class's period and hours, and the period's days to pay and grace. */
export async function paymentTerms(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .leftJoin('periods', 'periods.year', 'classes.period')
    .select(['classes.period', 'subjects.credits', 'periods.payment_days', 'periods.payment_grace_days'])
    .where('classes.id_class', '=', classId)
    .executeTakeFirst();
}

export async function insertPayment(
  db: DbOrTrx,
  p: { studentId: number; classId: number; period: number; amountCents: number; dueDate: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('place_payments')
    .values({
      id_student: p.studentId,
      id_class: p.classId,
      period: p.period,
      amount_cents: p.amountCents,
      due_date: p.dueDate,
      status: 'pendiente',
      reference: null,
      receipt_key: null,
      receipt_type: null,
      receipt_size: null,
      receipt_at: null,
      reject_reason: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: p.now,
      updated_at: p.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function setReference(db: DbOrTrx, id: number, reference: string): Promise<void> {
  await db.updateTable('place_payments').set({ reference }).where('id', '=', id).execute();
}

/** The open (or done) payment of a student's place in a class, if any. */
export async function openPaymentOf(db: DbOrTrx, classId: number, studentId: number) {
  return db
    .selectFrom('place_payments')
    .select(PAYMENT_COLUMNS)
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .where('status', 'in', ['pendiente', 'en_revision', 'validado', 'rechazado'])
    .executeTakeFirst();
}

export async function paymentById(db: DbOrTrx, id: number) {
  return db.selectFrom('place_payments').select(PAYMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentById>>>;

/** A student's payments, newest summer first, then by class. */
export async function paymentsOfStudent(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom('place_payments')
    .innerJoin('classes', 'classes.id_class', 'place_payments.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select([...PAYMENT_COLUMNS, 'subjects.name as subject_name'])
    .where('place_payments.id_student', '=', studentId)
    .orderBy('place_payments.period', 'desc')
    .orderBy('place_payments.id')
    .execute();
}

/** A student's credits with something left (a failed group's payment, or what a credit paid of an overdue one), oldest first: what pays their next payments. */
export async function creditsLeft(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom('place_payments')
    .select(['id', 'credit_left_cents'])
    .where('id_student', '=', studentId)
    .where('status', 'in', ['saldo_a_favor', 'vencido'])
    .where('credit_left_cents', '>', 0)
    .orderBy('id')
    .execute();
}

/**
 * Moves a payment from one of `from` to `to` with the given fields, in one conditional write; false when it
 * was no longer in one of `from` (someone else moved it first).
 */
export async function movePayment(
  db: DbOrTrx,
  id: number,
  from: readonly string[],
  to: string,
  fields: Partial<{
    receipt_key: string | null;
    receipt_type: string | null;
    receipt_size: number | null;
    receipt_at: string | null;
    reject_reason: string | null;
    reviewed_by: number | null;
    reviewed_at: string | null;
    credit_cents: number;
    credit_left_cents: number;
    cash_folio: string | null;
    cash_by: number | null;
  }>,
  now: string,
): Promise<boolean> {
  const res = await db
    .updateTable('place_payments')
    .set({ ...fields, status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * A validated place payment ticks its enrolment «pagado» (the roster, the leader's page and the registrar's
 * workbook read that tick), with the payment's reference as the folio and the Cancun day it was validated. One
 * way only: an enrolment an administrator already marked keeps its own folio.
 */
export async function tickEnrolmentPaid(
  db: DbOrTrx,
  p: { classId: number; studentId: number; reference: string | null; day: string; by: number | null; now: string },
): Promise<void> {
  await db
    .updateTable('student_classes')
    .set({
      payment_status: 'pagado',
      payment_folio: p.reference,
      payment_date: p.day,
      payment_updated_by: p.by,
      payment_updated_at: p.now,
    })
    .where('id_class', '=', p.classId)
    .where('id_student', '=', p.studentId)
    .where('payment_status', '=', 'pendiente')
    .execute();
}
