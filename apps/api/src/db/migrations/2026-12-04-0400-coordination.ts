import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Coordination of a running course:
 * - `class_attendance`: one row per class session whose attendance was taken (who took it, when), and
 *   `class_absences`, the students absent from it (everyone else was present);
 * - `class_progress`: the teacher's weekly report (week, percent 0–100 by CHECK, note), one per class and week;
 * - `coordination_reminders`: every reminder sent, by a unique key, so each goes out once across processes (its
 *   class, or none for the summer's fortnightly attendance report);
 * - `evaluation_submissions`: who answered the evaluation of which class (one per student and class), and
 *   `evaluation_answers`, what was answered: a random id, the class and the answers, with no student, user
 *   or time column, so no query can join an answer back to who gave it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const ts = lite ? 'text' : 'timestamptz';
  const classRef = (c: ColumnDefinitionBuilder) => c.notNull().references('classes.id_class').onDelete('cascade');

  await db.schema
    .createTable('class_attendance')
    .addColumn('id', 'integer', id)
    .addColumn('id_class', 'integer', classRef)
    .addColumn('session_date', 'text', (c) => c.notNull())
    .addColumn('taken_at', ts, (c) => c.notNull())
    .addColumn('taken_by', 'integer')
    .addUniqueConstraint('class_attendance_session_unique', ['id_class', 'session_date'])
    .execute();
  await db.schema
    .createTable('class_absences')
    .addColumn('id_attendance', 'integer', (c) => c.notNull().references('class_attendance.id').onDelete('cascade'))
    .addColumn('id_student', 'integer', (c) => c.notNull().references('students.id_student').onDelete('cascade'))
    .addPrimaryKeyConstraint('class_absences_pk', ['id_attendance', 'id_student'])
    .execute();

  await db.schema
    .createTable('class_progress')
    .addColumn('id', 'integer', id)
    .addColumn('id_class', 'integer', classRef)
    .addColumn('week', 'integer', (c) => c.notNull().check(sql`week >= 1`))
    .addColumn('percent', 'integer', (c) => c.notNull().check(sql`percent BETWEEN 0 AND 100`))
    .addColumn('note', 'text')
    .addColumn('reported_at', ts, (c) => c.notNull())
    .addColumn('reported_by', 'integer')
    .addUniqueConstraint('class_progress_week_unique', ['id_class', 'week'])
    .execute();

  await db.schema
    .createTable('coordination_reminders')
    .addColumn('reminder_key', 'text', (c) => c.primaryKey())
    .addColumn('id_class', 'integer', (c) => c.references('classes.id_class').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', ts, (c) => c.notNull())
    .addColumn('sent_by', 'integer')
    .execute();

  await db.schema
    .createTable('evaluation_submissions')
    .addColumn('id_class', 'integer', classRef)
    .addColumn('id_student', 'integer', (c) => c.notNull().references('students.id_student').onDelete('cascade'))
    .addPrimaryKeyConstraint('evaluation_submissions_pk', ['id_class', 'id_student'])
    .execute();
  await db.schema
    .createTable('evaluation_answers')
    .addColumn('answer_key', 'text', (c) => c.primaryKey())
    .addColumn('id_class', 'integer', classRef)
    .addColumn('id_teacher', 'integer', (c) => c.notNull())
    .addColumn('scores', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .execute();
  await db.schema.createIndex('evaluation_answers_class_idx').on('evaluation_answers').column('id_class').execute();
  await db.schema.createIndex('evaluation_answers_teacher_idx').on('evaluation_answers').column('id_teacher').execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'evaluation_answers',
    'evaluation_submissions',
    'coordination_reminders',
    'class_progress',
    'class_absences',
    'class_attendance',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
