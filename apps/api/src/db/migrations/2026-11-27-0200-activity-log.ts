import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;
const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * The activity log: one row per state change, written in the change's own transaction and
 * never updated or deleted by the app. `detail` is JSON text (before/after, reason, ...).
 */
export async function up(db: Db): Promise<void> {
  const lite = isSqlite(db);
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'integer', id)
    .addColumn('at', lite ? 'text' : 'timestamptz', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('id_class', 'integer')
    .addColumn('id_student', 'integer')
    .addColumn('id_application', 'integer')
    .addColumn('detail', 'text')
    .addColumn('request_id', 'text')
    .execute();
  await db.schema.createIndex('activity_log_at_idx').on('activity_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('activity_log_class_idx').on('activity_log').columns(['id_class', 'at']).execute();
  await db.schema.createIndex('activity_log_actor_idx').on('activity_log').columns(['actor_user_id', 'at']).execute();
  await db.schema.createIndex('activity_log_action_idx').on('activity_log').columns(['action', 'at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('activity_log').ifExists().execute();
}
