import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The payment of each confirmed place (docs/rules.md PGO), a row of its own so that it outlives the
 * enrolment when the group fails (its money becomes a credit) or the place is released:
 * - amount_cents: the fee by the subject's hours; credit_cents: what an earlier credit paid of it;
 * - reference: the year, the row's number and a check digit (set in the transaction that inserts it);
 * - due_date: a Cancun day; status: one of PLACE_PAYMENT_STATUSES;
 * - receipt_*: the last receipt the student sent (its storage key, type decided from its content, size);
 * - reject_reason, reviewed_by, reviewed_at: finance's last decision;
 * - credit_left_cents: what is left of a saldo a favor to pay later payments with.
 * - periods.payment_grace_days: days after the due day before an unpaid place is released (default 2);
 * - scheduled_jobs.subject_id: the row a job is about (a payment's reminder or deadline).
 * One open payment per student and class (a partial unique index; a released or credited one may stay).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  // Recursos Financieros: the staff role that reviews receipts (administrators may too).
  await db.insertInto('roles').values({ id_role: 4, name: 'finanzas' }).execute();
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const ts = lite ? 'text' : 'timestamptz';
  await db.schema
    .createTable('place_payments')
    .addColumn('id', 'integer', id)
    .addColumn('id_student', 'integer', (c) => c.notNull().references('students.id_student'))
    .addColumn('id_class', 'integer', (c) => c.notNull().references('classes.id_class'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('credit_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`credit_cents >= 0`),
    )
    .addColumn('reference', 'text', (c) => c.unique())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('pendiente', 'en_revision', 'validado', 'rechazado', 'vencido', 'saldo_a_favor', 'reembolso_solicitado', 'reembolsado')`,
        ),
    )
    .addColumn('receipt_key', 'text')
    .addColumn('receipt_type', 'text')
    .addColumn('receipt_size', 'integer')
    .addColumn('receipt_at', ts)
    .addColumn('reject_reason', 'text')
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', ts)
    .addColumn('credit_left_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`credit_left_cents >= 0`),
    )
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('place_payments_open_key')
    .on('place_payments')
    .columns(['id_student', 'id_class'])
    .unique()
    .where(sql.ref('status'), 'in', ['pendiente', 'en_revision', 'validado', 'rechazado'])
    .execute();
  await db.schema.createIndex('place_payments_class_idx').on('place_payments').column('id_class').execute();
  await db.schema
    .createIndex('place_payments_status_idx')
    .on('place_payments')
    .columns(['status', 'due_date'])
    .execute();
  // The whole days after a payment's due day before it falls overdue and its place is released.
  await db.schema
    .alterTable('periods')
    .addColumn('payment_grace_days', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
  // A scheduled job may name the row it is about (a payment's reminder or deadline).
  await db.schema.alterTable('scheduled_jobs').addColumn('subject_id', 'integer').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('scheduled_jobs').dropColumn('subject_id').execute();
  await db.schema.alterTable('periods').dropColumn('payment_grace_days').execute();
  await db.schema.dropTable('place_payments').ifExists().execute();
  await db.deleteFrom('roles').where('id_role', '=', 4).execute();
}
