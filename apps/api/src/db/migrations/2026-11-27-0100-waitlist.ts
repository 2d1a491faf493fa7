import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Fair enrolment:
 * - class_waitlist: who waits for a seat of a full pending class, in the order of their `ticket`
 *   (a per-class number handed out by the conditional write that also locks the class row, so two
 *   joins never share one: UNIQUE (id_class, ticket)); a student waits at most once per class;
 * - classes.waitlist_tickets: the last ticket handed out for the class;
 * - student_classes.promoted_at: set when the enrolment came from the waitlist (the student sees it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const ts = lite ? 'text' : 'timestamptz';

  await db.schema
    .alterTable('classes')
    .addColumn('waitlist_tickets', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('student_classes').addColumn('promoted_at', ts).execute();

  await db.schema
    .createTable('class_waitlist')
    .addColumn('id', 'integer', id)
    .addColumn('id_class', 'integer', (c) => c.notNull().references('classes.id_class').onDelete('cascade'))
    .addColumn('id_student', 'integer', (c) => c.notNull().references('students.id_student').onDelete('cascade'))
    .addColumn('ticket', 'integer', (c) => c.notNull().check(sql`ticket > 0`))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('class_waitlist_class_student_unique', ['id_class', 'id_student'])
    .addUniqueConstraint('class_waitlist_class_ticket_unique', ['id_class', 'ticket'])
    .execute();
  await db.schema.createIndex('class_waitlist_student_idx').on('class_waitlist').column('id_student').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('class_waitlist').ifExists().execute();
  await db.schema.alterTable('student_classes').dropColumn('promoted_at').execute();
  await db.schema.alterTable('classes').dropColumn('waitlist_tickets').execute();
}
