import { DomainError } from '@portal/domain/errors';
import {
  courseCost,
  courseHours,
  isReleasedStatus,
  paymentProblems,
  type PaymentStatus,
  type PlacePaymentStatus,
} from '@portal/domain/rules';
import type { ClassPayments, EnrolmentPayment, PaymentBody } from '@portal/domain/schemas';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import { isAdmin, type Identity, type StaffIdentity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { lockedClass } from '../../db/locked-rows.ts';
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
  place_id?: number | null;
  place_status?: string | null;
  place_cash_folio?: string | null;
}

function present(row: PaymentRow, withFolio: boolean): EnrolmentPayment {
  return {
    id_student: row.id_student,
    status: row.payment_status as PaymentStatus,
    folio: withFolio ? row.payment_folio : null,
    paid_on: row.payment_date,
    // Only the class's list reads the place's payment; a recorded payment answers with the enrolment's tick.
    ...(row.place_id === undefined
      ? {}
      : {
          place:
            row.place_id === null
              ? null
              : {
                  id: Number(row.place_id),
                  status: row.place_status as PlacePaymentStatus,
                  cashFolio: row.place_cash_folio ?? null,
                },
        }),
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
 * The one place an enrolment's payment changes: the class's row (locked, so its status holds) and the
 * enrolment are read first and decide; then the write, and its activity record (before and after) in
 * the same transaction.
 */
async function changePayment(
  trx: DbOrTrx,
  ctx: ServiceContext,
  classId: number,
  studentId: number,
  write: PaymentWrite,
) {
  const cls = await lockedClass(trx, classId);
  if (!cls) throw new DomainError('classNotFound');
  const before = await enrolmentPayment(trx, classId, studentId);
  if (!before) throw new DomainError('notEnrolled');
  if (isReleasedStatus(cls.status)) throw new DomainError('paymentReleased');
  const after = await writePayment(trx, classId, studentId, write);
  if (!after) throw new Error(`payment of student ${studentId} in class ${classId}: facts moved under the lock`);
  await recordActivity(trx, ctx, {
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
  ctx: ServiceContext,
  admin: StaffIdentity,
  classId: number,
  studentId: number,
  body: PaymentBody,
): Promise<EnrolmentPayment> {
  const problem = paymentProblems(body, ctx.now)[0];
  if (problem) throw new DomainError('validationFailed', { message: problem.message });
  const paid = body.status === 'pagado';
  const write: PaymentWrite = {
    status: body.status,
    folio: paid ? body.folio!.trim().toUpperCase() : null,
    date: paid ? body.paidOn!.trim() : null,
    by: admin.userId,
    at: ctx.now.toISOString(),
  };
  try {
    const row = await writeTransaction(db, (trx) => changePayment(trx, ctx, classId, studentId, write));
    return present(row, true);
  } catch (err) {
    if (isUniqueViolation(err, 'student_classes_payment_folio_key', 'student_classes.payment_folio')) {
      throw new DomainError('paymentFolioTaken');
    }
    throw err;
  }
}
