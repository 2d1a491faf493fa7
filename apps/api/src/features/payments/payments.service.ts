import { DomainError } from '@portal/domain/errors';
import { courseCost, courseHours, paymentProblems, type PaymentStatus } from '@portal/domain/rules';
import type { ClassPayments, EnrolmentPayment, PaymentBody } from '@portal/domain/schemas';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { actorFromIdentity, recordActivity, type Actor } from '../../events/activity.ts';
import { isAdmin, type Identity, type StaffIdentity } from '../../lib/identity.ts';
import {
  classPaymentRows,
  enrolmentPayment,
  paymentClass,
  writePayment,
  type PaymentWrite,
} from './payments.repository.ts';

interface PaymentRow {
  id_student: number;
  payment_status: string;
  payment_folio: string | null;
  payment_date: string | null;
}

function present(row: PaymentRow, withFolio: boolean): EnrolmentPayment {
  return {
    id_student: row.id_student,
    status: row.payment_status as PaymentStatus,
    folio: withFolio ? row.payment_folio : null,
    paid_on: row.payment_date,
  };
}

/**
 * GET /classes/{id}/payments: the cost per student and who has paid. An administrator sees the
 * folios; the class's own group leader sees who has paid (read only); anyone else, 403.
 */
export async function listClassPayments(db: DbOrTrx, identity: Identity, classId: number): Promise<ClassPayments> {
  const cls = await paymentClass(db, classId);
  if (!cls) throw new DomainError('classNotFound');
  const admin = isAdmin(identity);
  if (!admin) {
    const own = identity.kind === 'student' && identity.studentId !== null;
    const row = own ? await enrolmentPayment(db, classId, identity.studentId!) : undefined;
    if (row?.group_leader !== 1) throw new DomainError('paymentsForbidden');
  }
  const rows = await classPaymentRows(db, classId);
  return {
    id_class: cls.id_class,
    hours: courseHours(cls.credits),
    cost: courseCost(cls.credits),
    paid: rows.filter((r) => r.payment_status === 'pagado').length,
    total: rows.length,
    students: rows.map((r) => present(r, admin)),
  };
}

/**
 * The one place an enrolment's payment changes, with its activity record (before and after) in the
 * same transaction, after `writePayment` succeeded.
 */
async function changePayment(trx: DbOrTrx, actor: Actor, classId: number, studentId: number, write: PaymentWrite) {
  const before = await enrolmentPayment(trx, classId, studentId);
  const after = await writePayment(trx, classId, studentId, write);
  if (!after) {
    const cls = await paymentClass(trx, classId);
    if (!cls) throw new DomainError('classNotFound');
    if (!before) throw new DomainError('notEnrolled');
    throw new DomainError('paymentReleased');
  }
  await recordActivity(trx, {
    actor,
    action: 'enrolment.payment_changed',
    classId,
    studentId,
    detail: {
      before: {
        status: before?.payment_status ?? null,
        folio: before?.payment_folio ?? null,
        paidOn: before?.payment_date ?? null,
      },
      after: { status: after.payment_status, folio: after.payment_folio, paidOn: after.payment_date },
    },
  });
  return after;
}

/**
 * PATCH /classes/{id}/students/{studentId}/payment (administrators): `pagado` with a receipt folio
 * and the day it was paid, or back to `pendiente` (folio and day cleared).
 */
export async function recordPayment(
  db: Db,
  admin: StaffIdentity,
  requestId: string,
  classId: number,
  studentId: number,
  body: PaymentBody,
  now: Date,
): Promise<EnrolmentPayment> {
  const problem = paymentProblems(body, now)[0];
  if (problem) throw new DomainError('validationFailed', { message: problem.message });
  const paid = body.status === 'pagado';
  const write: PaymentWrite = {
    status: body.status,
    folio: paid ? body.folio!.trim().toUpperCase() : null,
    date: paid ? body.paidOn!.trim() : null,
    by: admin.userId,
    at: now.toISOString(),
  };
  try {
    const row = await writeTransaction(db, (trx) =>
      changePayment(trx, actorFromIdentity(admin, requestId), classId, studentId, write),
    );
    return present(row, true);
  } catch (err) {
    if (isUniqueViolation(err, 'student_classes_payment_folio_key', 'student_classes.payment_folio')) {
      throw new DomainError('paymentFolioTaken');
    }
    throw err;
  }
}
