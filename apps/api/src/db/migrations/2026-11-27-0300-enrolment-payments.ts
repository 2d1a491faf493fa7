import { sql, type Kysely } from 'kysely';

/**
 * Payment of each enrolment, on the enrolment's own row, so it lives and goes with it:
 * - payment_status: 'pendiente' | 'pagado' (existing enrolments start as 'pendiente');
 * - payment_folio: the receipt's folio, upper case, unique across enrolments (NULL while pending);
 * - payment_date: the day it was paid, YYYY-MM-DD (NULL while pending);
 * - payment_updated_by / payment_updated_at: the admin who last recorded it, and when.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('student_classes')
    .addColumn('payment_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pendiente')
        .check(sql`payment_status in ('pendiente', 'pagado')`),
    )
    .execute();
  await db.schema.alterTable('student_classes').addColumn('payment_folio', 'text').execute();
  await db.schema.alterTable('student_classes').addColumn('payment_date', 'text').execute();
  await db.schema.alterTable('student_classes').addColumn('payment_updated_by', 'integer').execute();
  await db.schema.alterTable('student_classes').addColumn('payment_updated_at', 'text').execute();
  await db.schema
    .createIndex('student_classes_payment_folio_key')
    .on('student_classes')
    .column('payment_folio')
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('student_classes_payment_folio_key').ifExists().execute();
  for (const column of [
    'payment_updated_at',
    'payment_updated_by',
    'payment_date',
    'payment_folio',
    'payment_status',
  ]) {
    await db.schema.alterTable('student_classes').dropColumn(column).execute();
  }
}
