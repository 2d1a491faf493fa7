import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter } from 'kysely';

/**
 * Waitlist offers and calendar feeds:
 * - class_waitlist.offered_at / offer_expires_at: set while a freed seat is offered to the entry's student
 *   (held for them alone until the deadline); both null while they just wait. An accepted offer is an
 *   enrolment and deletes the entry; a declined or expired one deletes it too.
 * - calendar_tokens: each student's or teacher's private calendar address (`/api/calendar/{token}.ics`),
 *   at most one per user; revoking deletes the row, so the feed stops at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const ts = lite ? 'text' : 'timestamptz';

  await db.schema.alterTable('class_waitlist').addColumn('offered_at', ts).execute();
  await db.schema.alterTable('class_waitlist').addColumn('offer_expires_at', ts).execute();

  await db.schema
    .createTable('calendar_tokens')
    .addColumn('id', 'integer', id)
    .addColumn('id_user', 'integer', (c) => c.notNull().unique().references('users.id_user').onDelete('cascade'))
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('calendar_tokens').ifExists().execute();
  await db.schema.alterTable('class_waitlist').dropColumn('offer_expires_at').execute();
  await db.schema.alterTable('class_waitlist').dropColumn('offered_at').execute();
}
