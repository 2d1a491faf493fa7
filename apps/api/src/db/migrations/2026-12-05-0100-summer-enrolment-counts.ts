import { sql, type Kysely } from 'kysely';

/**
 * The two-class limit is a limit per summer (docs/rules.md INS-2): a student who took two classes in
 * one summer may take two in the next. The counter it is kept on moves from the student's row, which
 * counted every class of every summer, to one row per student and summer, written only by the
 * enrolment path under the student's row lock and capped by its CHECK.
 *
 * The counts are carried over from the rows that count (classes neither rejected nor cancelled),
 * grouped by the class's summer. The old column stays, always 0: SQLite cannot drop a column named in
 * a table CHECK without rebuilding `students`, which every other table references
 * (docs/decisions/033-two-classes-per-summer.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('student_summers')
    .addColumn('id_student', 'integer', (c) => c.notNull().references('students.id_student').onDelete('cascade'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('enrolments', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('student_summers_pk', ['id_student', 'period'])
    .addCheckConstraint('student_summers_enrolments_range', sql`enrolments BETWEEN 0 AND 2`)
    .execute();
  await sql`
    INSERT INTO student_summers (id_student, period, enrolments)
    SELECT sc.id_student, c.period, count(*)
    FROM student_classes sc JOIN classes c ON c.id_class = sc.id_class
    WHERE c.status NOT IN ('rechazado', 'cancelled')
    GROUP BY sc.id_student, c.period`.execute(db);
  await db.updateTable('students').set({ enrolments: 0 }).execute();
}

export async function down(db: Db): Promise<void> {
  // Back to one counter per student: a student over 2 across summers cannot be put back, and is capped.
  await sql`
    UPDATE students SET enrolments = (
      SELECT CASE WHEN sum(ss.enrolments) > 2 THEN 2 ELSE coalesce(sum(ss.enrolments), 0) END
      FROM student_summers ss WHERE ss.id_student = students.id_student)`.execute(db);
  await db.schema.dropTable('student_summers').ifExists().execute();
}
