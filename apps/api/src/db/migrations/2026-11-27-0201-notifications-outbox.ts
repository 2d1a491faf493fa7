import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;
const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * In-app notifications and the mail outbox, both written in the transaction of the change
 * that causes them.
 * - notifications: one row per recipient user; `read_at` null while unread.
 * - mail_outbox: one row per mail, already rendered. A worker claims a row with a conditional update
 *   (status pending and due, or a lapsed claim), sends it and marks it sent; failures come back as
 *   pending with a later `next_attempt_at` (epoch ms) until `attempts` runs out ('failed').
 */
export async function up(db: Db): Promise<void> {
  const lite = isSqlite(db);
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const ts = lite ? 'text' : 'timestamptz';

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', id)
    .addColumn('id_user', 'integer', (c) => c.notNull().references('users.id_user').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id_class', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('read_at', ts)
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['id_user', 'id']).execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.dropTable('notifications').ifExists().execute();
}
