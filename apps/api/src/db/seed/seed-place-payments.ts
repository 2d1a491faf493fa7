import { addDays, cancunDay, courseHours, paymentReference, placeFeeCents } from '@portal/domain/rules';
import type { DbOrTrx } from '../tables.ts';

/**
 * Demo payments of confirmed places (docs/rules.md PGO): every student of an approved or running class of the
 * current summer has one — validated where the demo's enrolment is marked paid, else pending and due five days
 * after the seed day. Demo deadlines are not put on the scheduler: the demo's clock is the real one. Then the
 * cases finance works on (PGO-12..PGO-15): a group leader's cash record waiting for review, and the money of the
 * summer's failed groups — one saldo kept, one refund asked. The demo's sign-in accounts (alumnoN) are left out
 * of these, so what they see in «Mis Cursos» stays as the other demos expect.
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
  await seedFinanceCases(trx, year, at, due);
}

const DEMO_ACCOUNT = /^alumno\d+@/;

async function seedFinanceCases(trx: DbOrTrx, year: number, at: string, due: string): Promise<void> {
  // A classmate paid the group leader in cash; the leader recorded the receipt's folio.
  const pending = await trx
    .selectFrom('place_payments')
    .innerJoin('student_classes', (j) =>
      j
        .onRef('student_classes.id_class', '=', 'place_payments.id_class')
        .onRef('student_classes.id_student', '=', 'place_payments.id_student'),
    )
    .innerJoin('students', 'students.id_student', 'place_payments.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .select(['place_payments.id', 'place_payments.id_class', 'users.email'])
    .where('place_payments.period', '=', year)
    .where('place_payments.status', '=', 'pendiente')
    .where('student_classes.group_leader', '=', 0)
    .orderBy('place_payments.id')
    .execute();
  const cash = pending.find((p) => !DEMO_ACCOUNT.test(p.email));
  if (cash) {
    const leader = await trx
      .selectFrom('student_classes')
      .select('id_student')
      .where('id_class', '=', cash.id_class)
      .where('group_leader', '=', 1)
      .executeTakeFirst();
    if (leader) {
      await trx
        .updateTable('place_payments')
        .set({ status: 'en_revision', cash_folio: 'JG-0001', cash_by: leader.id_student, receipt_at: at })
        .where('id', '=', cash.id)
        .execute();
    }
  }

  // Failed groups of the summer (the cancelled class has only a demo account, so the rejected ones too): two
  // students had paid; one keeps the saldo, the other asked for the refund.
  const failed = await trx
    .selectFrom('student_classes')
    .innerJoin('classes', 'classes.id_class', 'student_classes.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .innerJoin('students', 'students.id_student', 'student_classes.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .select(['student_classes.id_student', 'student_classes.id_class', 'subjects.credits', 'users.email'])
    .where('classes.period', '=', year)
    .where('classes.status', 'in', ['cancelled', 'rechazado'])
    .orderBy('student_classes.id_student_class')
    .execute();
  const paid = failed.filter((f) => !DEMO_ACCOUNT.test(f.email)).slice(0, 2);
  for (const [i, f] of paid.entries()) {
    const amount = placeFeeCents(courseHours(Number(f.credits)));
    const refund = i === 1;
    const row = await trx
      .insertInto('place_payments')
      .values({
        id_student: f.id_student,
        id_class: f.id_class,
        period: year,
        amount_cents: amount,
        reference: null,
        due_date: due,
        status: refund ? 'reembolso_solicitado' : 'saldo_a_favor',
        credit_left_cents: refund ? 0 : amount,
        refund_cents: refund ? amount : 0,
        refund_requested_at: refund ? at : null,
        reviewed_at: at,
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
