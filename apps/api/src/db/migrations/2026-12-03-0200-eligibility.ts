import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Who may take what:
 * - careers and subjects are managed data now: a subject has its weekly hours and whether it is authorised
 *   for summer; a career or subject in use is retired (`retired_at`), never deleted, so classes keep their
 *   history. Subjects that existed before stay authorised (they were all offered until now).
 * - student_classes.kind: how the student takes the subject (ordinaria, repeticion, especial).
 * - student_holds: a hold placed on a student (by staff, or by an overdue payment: `source_key` makes the
 *   automatic one idempotent); lifted when `lifted_at` is set.
 * - convalidations: a student's request to take a subject of another career, decided by an administrator;
 *   one per student and subject (a refused one may be asked again, which reopens it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const ts = lite ? 'text' : 'timestamptz';

  await db.schema.alterTable('careers').addColumn('retired_at', ts).execute();
  await db.schema
    .alterTable('subjects')
    .addColumn('hours', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`hours BETWEEN 1 AND 40`),
    )
    .execute();
  await db.schema
    .alterTable('subjects')
    .addColumn('summer_authorised', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`summer_authorised IN (0, 1)`),
    )
    .execute();
  await db.schema.alterTable('subjects').addColumn('retired_at', ts).execute();
  await db.schema
    .alterTable('student_classes')
    .addColumn('kind', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('ordinaria')
        .check(sql`kind IN ('ordinaria', 'repeticion', 'especial')`),
    )
    .execute();

  await db.schema
    .createTable('student_holds')
    .addColumn('id_hold', 'integer', id)
    .addColumn('id_student', 'integer', (c) => c.notNull().references('students.id_student').onDelete('cascade'))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('source_key', 'varchar(120)', (c) => c.unique())
    .addColumn('placed_by', 'integer', (c) => c.references('users.id_user').onDelete('set null'))
    .addColumn('placed_at', ts, (c) => c.notNull())
    .addColumn('lifted_by', 'integer', (c) => c.references('users.id_user').onDelete('set null'))
    .addColumn('lifted_at', ts)
    .execute();
  await db.schema
    .createIndex('student_holds_student_idx')
    .on('student_holds')
    .columns(['id_student', 'lifted_at'])
    .execute();

  await db.schema
    .createTable('convalidations')
    .addColumn('id_convalidation', 'integer', id)
    .addColumn('id_student', 'integer', (c) => c.notNull().references('students.id_student').onDelete('cascade'))
    .addColumn('id_subject', 'integer', (c) => c.notNull().references('subjects.id_subject'))
    .addColumn('id_class', 'integer', (c) => c.references('classes.id_class').onDelete('set null'))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('pendiente')
        .check(sql`status IN ('pendiente', 'aprobada', 'rechazada')`),
    )
    .addColumn('decision_reason', 'varchar(500)')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id_user').onDelete('set null'))
    .addColumn('decided_at', ts)
    .addColumn('requested_at', ts, (c) => c.notNull())
    .addUniqueConstraint('convalidations_student_subject_unique', ['id_student', 'id_subject'])
    .execute();
  await db.schema
    .createIndex('convalidations_status_idx')
    .on('convalidations')
    .columns(['status', 'requested_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('convalidations').ifExists().execute();
  await db.schema.dropTable('student_holds').ifExists().execute();
  await db.schema.alterTable('student_classes').dropColumn('kind').execute();
  await db.schema.alterTable('subjects').dropColumn('retired_at').execute();
  await db.schema.alterTable('subjects').dropColumn('summer_authorised').execute();
  await db.schema.alterTable('subjects').dropColumn('hours').execute();
  await db.schema.alterTable('careers').dropColumn('retired_at').execute();
}
