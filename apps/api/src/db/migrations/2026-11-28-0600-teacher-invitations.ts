import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Teacher invitations: one row per accepted application that was invited. Only the
 * SHA-256 of the link's token is stored; resending replaces it (a new token, a new 7-day expiry),
 * so an older link stops working. `used_at` is set once, by the conditional write that creates the
 * teacher account (`id_user`); `revoked_at` ends a link the admin withdrew. Accounts themselves
 * keep using `staff_accounts.is_active` and `tokens_valid_from` for deactivation.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const ts = lite ? 'text' : 'timestamptz';
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  await db.schema
    .createTable('teacher_invitations')
    .addColumn('id', 'integer', id)
    .addColumn('id_application', 'integer', (c) =>
      c.notNull().unique().references('teacher_applications.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('sent_at', ts, (c) => c.notNull())
    .addColumn('sent_by', 'integer', (c) => c.references('users.id_user').onDelete('set null'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('revoked_at', ts)
    .addColumn('id_user', 'integer', (c) => c.references('users.id_user').onDelete('set null'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('teacher_invitations').ifExists().execute();
}
