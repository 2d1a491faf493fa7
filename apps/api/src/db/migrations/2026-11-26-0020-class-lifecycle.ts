import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Class lifecycle:
 * - mobility places: `classes.mobility_enrolled` (0–5, CHECK) and the mobility students themselves,
 *   who have no account and never count against anyone's 2-class limit;
 * - "what counts" (docs/rules.md, Ciclo de vida de una clase) applied to the data already there: enrolments of rejected or
 *   cancelled classes stop counting, so every student's counter becomes the number of their rows in
 *   classes that are neither, and such a class's `enrolled` becomes 0 (its rows stay as history).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const ts = lite ? 'text' : 'timestamptz';
  const now = lite ? sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` : sql`now()`;

  await db.schema
    .alterTable('classes')
    .addColumn('mobility_enrolled', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`mobility_enrolled BETWEEN 0 AND 5`),
    )
    .execute();

  await db.schema
    .createTable('class_mobility_students')
    .addColumn('id', 'integer', id)
    .addColumn('id_class', 'integer', (c) => c.notNull().references('classes.id_class').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('paternal_surname', 'text', (c) => c.notNull())
    .addColumn('maternal_surname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('institute', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('control_number', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id_user').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('class_mobility_students_class_email_unique', ['id_class', 'email'])
    .execute();

  // Release what rejected and cancelled classes still held.
  await sql`
    UPDATE students SET enrolments = (
      SELECT count(*) FROM student_classes sc JOIN classes c ON c.id_class = sc.id_class
      WHERE sc.id_student = students.id_student AND c.status NOT IN ('rechazado', 'cancelled')
    )`.execute(db);
  await sql`UPDATE classes SET enrolled = 0 WHERE status IN ('rechazado', 'cancelled')`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('class_mobility_students').ifExists().execute();
  await db.schema.alterTable('classes').dropColumn('mobility_enrolled').execute();
}
