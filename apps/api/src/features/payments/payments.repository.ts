import { RELEASED_STATUSES } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';

/** A class's status and its subject's credits (the cost comes from them). */
export async function paymentClass(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select(['classes.id_class', 'classes.status', 'subjects.credits'])
    .where('classes.id_class', '=', classId)
    .executeTakeFirst();
}

/** One enrolment's payment and whether the student leads the class; undefined when not enrolled. */
export async function enrolmentPayment(db: DbOrTrx, classId: number, studentId: number) {
  return db
    .selectFrom('student_classes')
    .select(['id_student', 'group_leader', 'payment_status', 'payment_folio', 'payment_date'])
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .executeTakeFirst();
}

/** Every enrolment's payment in a class, in enrolment order, with its place's payment when it has one. */
export async function classPaymentRows(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('student_classes')
    .leftJoin('place_payments', (j) =>
      j
        .onRef('place_payments.id_class', '=', 'student_classes.id_class')
        .onRef('place_payments.id_student', '=', 'student_classes.id_student')
        .on('place_payments.status', 'in', ['pendiente', 'en_revision', 'validado', 'rechazado']),
    )
    .select([
      'student_classes.id_student',
      'student_classes.payment_status',
      'student_classes.payment_folio',
      'student_classes.payment_date',
      'place_payments.id as place_id',
      'place_payments.status as place_status',
      'place_payments.cash_folio as place_cash_folio',
    ])
    .where('student_classes.id_class', '=', classId)
    .orderBy('student_classes.id_student_class')
    .execute();
}

export interface PaymentWrite {
  status: string;
  folio: string | null;
  date: string | null;
  by: number;
  at: string;
}

/**
 * Records an enrolment's payment in one conditional write: only while the student is enrolled and
 * the class has not released its students (rejected or cancelled). No row back: one of those is
 * not so (the service reads which). A folio another enrolment holds fails the unique index.
 */
export async function writePayment(db: DbOrTrx, classId: number, studentId: number, w: PaymentWrite) {
  return db
    .updateTable('student_classes')
    .set({
      payment_status: w.status,
      payment_folio: w.folio,
      payment_date: w.date,
      payment_updated_by: w.by,
      payment_updated_at: w.at,
    })
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('classes')
          .select('classes.id_class')
          .where('classes.id_class', '=', classId)
          .where('classes.status', 'not in', [...RELEASED_STATUSES]),
      ),
    )
    .returning(['id_student', 'payment_status', 'payment_folio', 'payment_date'])
    .executeTakeFirst();
}
