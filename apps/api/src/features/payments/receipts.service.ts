import { randomBytes } from 'node:crypto';
import { DomainError } from '@portal/domain/errors';
import { RECEIPT_ACCEPTING_STATUSES } from '@portal/domain/rules';
import type { PlacePayment } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import { isFinance, type Identity, type StudentIdentity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { movePayment, paymentById, type PaymentRow } from '../../money/place-payments.repository.ts';
import { presentPayment } from '../../money/place-payments.ts';
import { checkReceipt } from './receipt-check.ts';
import { paymentSlipPdf } from './payment-slip-pdf.ts';

/** The payment, if the caller may see it: its student, finance or an administrator (else 403; none: 404). */
export async function visiblePayment(db: Db, identity: Identity, paymentId: number): Promise<PaymentRow> {
  const p = await paymentById(db, paymentId);
  if (!p) throw new DomainError('paymentNotFound');
  const own = identity.kind === 'student' && identity.studentId !== null && identity.studentId === p.id_student;
  if (!own && !isFinance(identity)) throw new DomainError('paymentNotYours');
  return p;
}

/**
 * POST /payments/{id}/receipt: the student's receipt, checked (receipt-check.ts) before anything is
 * stored; then stored under a key the portal makes, and the payment moved to `en_revision` in one
 * conditional write — a payment that stopped waiting for a receipt meanwhile loses the race and the file
 * just stored is removed.
 */
export async function uploadReceipt(
  db: Db,
  storage: FileStorage,
  ctx: ServiceContext,
  student: StudentIdentity,
  paymentId: number,
  bytes: Buffer,
): Promise<PlacePayment> {
  const p = await paymentById(db, paymentId);
  if (!p) throw new DomainError('paymentNotFound');
  if (student.studentId === null || student.studentId !== p.id_student) throw new DomainError('paymentNotYours');
  if (!RECEIPT_ACCEPTING_STATUSES.includes(p.status as never)) throw new DomainError('receiptNotAccepted');
  const { mime } = await checkReceipt(bytes);
  const key = `receipts/${p.period}/${paymentId}-${randomBytes(12).toString('hex')}`;
  await storage.put(key, bytes, mime);
  const at = ctx.now.toISOString();
  try {
    const moved = await writeTransaction(db, async (trx) => {
      const ok = await movePayment(
        trx,
        paymentId,
        RECEIPT_ACCEPTING_STATUSES,
        'en_revision',
        {
          receipt_key: key,
          receipt_type: mime,
          receipt_size: bytes.length,
          receipt_at: at,
          reject_reason: null,
          cash_folio: null,
          cash_by: null,
        },
        at,
      );
      if (ok) {
        await recordActivity(trx, ctx, {
          action: 'payment.receipt_uploaded',
          classId: p.id_class,
          studentId: p.id_student,
          detail: { paymentId, type: mime, size: bytes.length },
        });
      }
      return ok;
    });
    if (!moved) throw new DomainError('receiptNotAccepted');
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  return presentPayment((await paymentById(db, paymentId))!);
}

const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** GET /payments/{id}/receipt: the stored file, for its student, finance and administrators. */
export async function readReceipt(db: Db, storage: FileStorage, identity: Identity, paymentId: number) {
  const p = await visiblePayment(db, identity, paymentId);
  if (!p.receipt_key || !p.receipt_type) throw new DomainError('receiptNotFound');
  const bytes = await storage.get(p.receipt_key);
  if (!bytes) throw new DomainError('receiptNotFound');
  return { bytes, type: p.receipt_type, fileName: `comprobante-${p.reference}.${EXT[p.receipt_type] ?? 'bin'}` };
}

/** GET /payments/{id}/ficha.pdf: the payment slip, for its student, finance and administrators. */
export async function paymentSlip(db: Db, identity: Identity, paymentId: number) {
  const p = await visiblePayment(db, identity, paymentId);
  const who = await db
    .selectFrom('students')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .innerJoin('classes', (j) => j.on('classes.id_class', '=', p.id_class))
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select(['users.name', 'users.paternal_surname', 'users.maternal_surname', 'subjects.name as subject'])
    .where('students.id_student', '=', p.id_student)
    .executeTakeFirstOrThrow();
  const bytes = await paymentSlipPdf({
    reference: p.reference ?? '',
    amountCents: Number(p.amount_cents),
    creditCents: Number(p.credit_cents),
    dueDate: p.due_date,
    subject: who.subject,
    period: Number(p.period),
    student: [who.name, who.paternal_surname, who.maternal_surname].filter(Boolean).join(' '),
  });
  return { bytes, fileName: `ficha-de-pago-${p.reference}.pdf` };
}
