import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * Demand before a class exists (docs/rules.md DEM):
 * - subject_interests: a student's «Me interesa» in a subject for one summer (at most 5 per student and
 *   summer, enforced by the service under the student's row lock); one row per (student, subject, summer),
 *   with the student's career when they marked it, so the demand by subject and career is one scan of an index.
 * - interest_notices: that an interested student was told about a class of the subject; its primary key
 *   makes the notice happen once per student and class, whether it came at the proposal or the approval.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const ts = db.getExecutor().adapter instanceof SqliteAdapter ? 'text' : 'timestamptz';
  await db.schema
    .createTable('subject_interests')
    .addColumn('id_student', 'integer', (c) => c.notNull().references('students.id_student').onDelete('cascade'))
    .addColumn('id_subject', 'integer', (c) => c.notNull().references('subjects.id_subject').onDelete('cascade'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('id_career', 'integer', (c) => c.notNull().references('careers.id_career'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('subject_interests_pk', ['id_student', 'period', 'id_subject'])
    .execute();
  await db.schema
    .createIndex('subject_interests_demand_idx')
    .on('subject_interests')
    .columns(['period', 'id_subject', 'id_career'])
    .execute();

  await db.schema
    .createTable('interest_notices')
    .addColumn('id_student', 'integer', (c) => c.notNull().references('students.id_student').onDelete('cascade'))
    .addColumn('id_class', 'integer', (c) => c.notNull().references('classes.id_class').onDelete('cascade'))
    .addColumn('notified_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('interest_notices_pk', ['id_class', 'id_student'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('interest_notices').ifExists().execute();
  await db.schema.dropTable('subject_interests').ifExists().execute();
}
