import { INSTITUTION } from '@portal/domain/institution';
import { PLACE_PAYMENT_MESSAGES } from '@portal/domain/rules';
import type { MyPayments } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';
import type { StudentIdentity } from '../../lib/identity.ts';
import { paymentsOfStudent } from '../../money/place-payments.repository.ts';
import { presentPayment } from '../../money/place-payments.ts';

/** GET /payments/mine: the caller's payments, and how to pay (the institute's bank data). */
export async function myPayments(db: DbOrTrx, student: StudentIdentity): Promise<MyPayments> {
  const rows = student.studentId === null ? [] : await paymentsOfStudent(db, student.studentId);
  return {
    payments: rows.map(presentPayment),
    howToPay: { ...INSTITUTION.bank, text: PLACE_PAYMENT_MESSAGES.howToPay },
  };
}
