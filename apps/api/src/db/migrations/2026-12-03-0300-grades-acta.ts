import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * A course that ends:
 * - a grade (whole number 0–100, CHECK) on every enrolment and every mobility student, with who wrote it last;
 * - the acta: when and by whom a class's grades were closed (`classes.acta_closed_at`, null while open);
 * - a new final status, `finished` («Finalizada»), in the status CHECK;
 * - constancias: one row per student and closing, its folio kept only as a hash (the folio itself is an
 *   HMAC of `nonce` under a server secret, so only the server can show it again); `superseded_at` marks the
 *   ones a reopened acta replaced.
 * SQLite cannot change a CHECK in place: `classes` is rebuilt from its own stored definition (the CHECK
 * widened), with its rows, indexes and triggers, while foreign keys are off.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const OLD_STATUSES = `'pendiente', 'aprobado', 'rechazado', 'active', 'cancelled'`;
const NEW_STATUSES = `'pendiente', 'aprobado', 'rechazado', 'active', 'cancelled', 'finished'`;

async function rewriteStatusCheckSqlite(db: Db, from: string, to: string): Promise<void> {
  const rows = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'classes' ORDER BY type = 'table' DESC`.execute(db);
  const table = rows.rows.find((r) => r.type === 'table');
  if (!table?.sql?.includes(from)) throw new Error('classes: the status CHECK is not the expected one');
  const others = rows.rows.filter((r) => r.type !== 'table' && r.sql !== null);
  const rebuilt = table.sql
    .replace(from, to)
    .replace(/^create table\s+("?)classes\1/i, 'CREATE TABLE "classes_rebuilt"');
  if (!rebuilt.startsWith('CREATE TABLE "classes_rebuilt"')) throw new Error('classes: unexpected definition');
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  // Renaming must not rewrite what other tables' triggers and keys say about "classes".
  await sql`PRAGMA legacy_alter_table = ON`.execute(db);
  try {
    await sql`BEGIN IMMEDIATE`.execute(db);
    try {
      await sql.raw(rebuilt).execute(db);
      await sql`INSERT INTO classes_rebuilt SELECT * FROM classes`.execute(db);
      await sql`DROP TABLE classes`.execute(db);
      await sql`ALTER TABLE classes_rebuilt RENAME TO classes`.execute(db);
      for (const r of others) await sql.raw(r.sql!).execute(db);
      const broken = await sql`PRAGMA foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('classes: foreign keys broken by the rebuild');
      await sql`COMMIT`.execute(db);
    } catch (err) {
      await sql`ROLLBACK`.execute(db);
      throw err;
    }
  } finally {
    await sql`PRAGMA legacy_alter_table = OFF`.execute(db);
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const ts = lite ? 'text' : 'timestamptz';
  const grade = (c: ColumnDefinitionBuilder) => c.check(sql`grade BETWEEN 0 AND 100`);

  for (const table of ['student_classes', 'class_mobility_students']) {
    await db.schema.alterTable(table).addColumn('grade', 'integer', grade).execute();
    await db.schema.alterTable(table).addColumn('grade_updated_at', ts).execute();
    // Who wrote it, without a foreign key (as payment_updated_by): SQLite drops only such columns.
    await db.schema.alterTable(table).addColumn('grade_updated_by', 'integer').execute();
  }
  await db.schema.alterTable('classes').addColumn('acta_closed_at', ts).execute();
  await db.schema.alterTable('classes').addColumn('acta_closed_by', 'integer').execute();

  await setStatusCheck(db, lite, OLD_STATUSES, NEW_STATUSES);

  await db.schema
    .createTable('constancias')
    .addColumn('id', 'integer', id)
    .addColumn('id_class', 'integer', (c) => c.notNull().references('classes.id_class').onDelete('cascade'))
    .addColumn('id_student', 'integer', (c) => c.notNull().references('students.id_student').onDelete('cascade'))
    .addColumn('nonce', 'text', (c) => c.notNull().unique())
    .addColumn('folio_hash', 'text', (c) => c.notNull().unique())
    .addColumn('grade', 'integer', (c) => c.notNull())
    .addColumn('issued_at', ts, (c) => c.notNull())
    .addColumn('superseded_at', ts)
    .execute();
  await db.schema
    .createIndex('constancias_class_student_idx')
    .on('constancias')
    .columns(['id_class', 'id_student'])
    .execute();
}

async function setStatusCheck(db: Db, lite: boolean, from: string, to: string): Promise<void> {
  if (lite) return rewriteStatusCheckSqlite(db, from, to);
  await sql`ALTER TABLE classes DROP CONSTRAINT classes_status_valid`.execute(db);
  await sql.raw(`ALTER TABLE classes ADD CONSTRAINT classes_status_valid CHECK (status IN (${to}))`).execute(db);
}

/** Back to before: refused (by the CHECK) while a class is finished. */
export async function down(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.dropTable('constancias').ifExists().execute();
  for (const column of ['acta_closed_by', 'acta_closed_at']) {
    await db.schema.alterTable('classes').dropColumn(column).execute();
  }
  await setStatusCheck(db, lite, NEW_STATUSES, OLD_STATUSES);
  for (const table of ['student_classes', 'class_mobility_students']) {
    for (const column of ['grade_updated_by', 'grade_updated_at', 'grade']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
