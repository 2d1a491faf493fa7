import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * Refunds of a failed group's money and the group leader's cash record (docs/rules.md PGO-12..PGO-15):
 * - refund_cents: what the student asked back (moved out of credit_left_cents, so no later payment uses it);
 * - refund_requested_at, refunded_at, refunded_by: when it was asked, and when and by whom finance paid it;
 * - cash_folio, cash_by: the folio of the receipt a group leader gave for cash, and which student recorded it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const ts = lite ? 'text' : 'timestamptz';
  await db.schema
    .alterTable('place_payments')
    .addColumn('refund_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('place_payments').addColumn('refund_requested_at', ts).execute();
  await db.schema.alterTable('place_payments').addColumn('refunded_at', ts).execute();
  await db.schema.alterTable('place_payments').addColumn('refunded_by', 'integer').execute();
  await db.schema.alterTable('place_payments').addColumn('cash_folio', 'text').execute();
  await db.schema.alterTable('place_payments').addColumn('cash_by', 'integer').execute();
  await db.schema.createIndex('place_payments_period_idx').on('place_payments').columns(['period', 'status']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('place_payments_period_idx').execute();
  for (const column of ['cash_by', 'cash_folio', 'refunded_by', 'refunded_at', 'refund_requested_at', 'refund_cents']) {
    await db.schema.alterTable('place_payments').dropColumn(column).execute();
  }
}
