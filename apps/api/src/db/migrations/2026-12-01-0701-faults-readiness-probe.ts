import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * One row that `/api/health/ready` writes on every check, so that readiness means "this process can
 * write to the database now", not only "the database answers a read" (docs/reliability.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('readiness_probe')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('checked_at', lite ? 'text' : 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('readiness_probe').ifExists().execute();
}
