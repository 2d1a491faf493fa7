import { addDays, cancunDay, courseHours, paymentReference, placeFeeCents } from '@portal/domain/rules';
import type { DbOrTrx } from '../tables.ts';

/**
 * Demo payments of confirmed places (docs/rules.md PGO): every student of an approved or running class of the
 * current summer has one — validated where the demo's enrolment is marked paid, else pending and due five days
 * after the seed day. Demo deadlines are not put on the scheduler: the demo's clock is the real one.
 */
export async function seedPlacePayments(trx: DbOrTrx, year: number, now: Date): Promise<void> {
  const rows = await trx
    .selectFrom('student_classes')
    .innerJoin('classes', 'classes.id_class', 'student_classes.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select([
      'student_classes.id_student',
      'student_classes.id_class',
      'student_classes.payment_status',
      'subjects.credits',
    ])
    .where('classes.period', '=', year)
    .where('classes.status', 'in', ['aprobado', 'active'])
    .orderBy('student_classes.id_student_class')
    .execute();
  const at = now.toISOString();
  const due = addDays(cancunDay(now), 5);
  for (const r of rows) {
    const paid = r.payment_status === 'pagado';
    const row = await trx
      .insertInto('place_payments')
      .values({
        id_student: r.id_student,
        id_class: r.id_class,
        period: year,
        amount_cents: placeFeeCents(courseHours(Number(r.credits))),
        reference: null,
        due_date: due,
        status: paid ? 'validado' : 'pendiente',
        receipt_key: null,
        receipt_type: null,
        receipt_size: null,
        receipt_at: null,
        reject_reason: null,
        reviewed_by: null,
        reviewed_at: paid ? at : null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('place_payments')
      .set({ reference: paymentReference(year, Number(row.id)) })
      .where('id', '=', row.id)
      .execute();
  }
}
