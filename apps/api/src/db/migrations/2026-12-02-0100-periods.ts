import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The summer's calendar as data:
 * - periods: one row per summer (`year`), its dates as `YYYY-MM-DD` days in America/Cancun (text on both
 *   dialects: ISO days compare as strings), the days a student has to pay, and its group sizes;
 * - scheduled_jobs: work due at an instant (a phase change), done once: `job_key` is unique and the job is
 *   marked done in the same transaction as its work;
 * - classes.at_risk_at: when enrolment closed on a pending class below its period's minimum.
 * Every year that classes already carry gets a period with the institute's usual summer dates, so no class
 * is left without one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** The usual summer (month-day): proposals from mid-April, enrolment to mid-June, classes July to mid-August. */
const USUAL = {
  proposals_open: '04-15',
  proposals_close: '05-29',
  enrolment_open: '05-04',
  enrolment_close: '06-12',
  publication: '06-19',
  classes_start: '07-06',
  classes_end: '08-14',
  grades_due: '08-21',
};

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const ts = lite ? 'text' : 'timestamptz';
  const day = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('periods')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('proposals_open', 'text', day)
    .addColumn('proposals_close', 'text', day)
    .addColumn('enrolment_open', 'text', day)
    .addColumn('enrolment_close', 'text', day)
    .addColumn('publication', 'text', day)
    .addColumn('classes_start', 'text', day)
    .addColumn('classes_end', 'text', day)
    .addColumn('grades_due', 'text', day)
    .addColumn('payment_days', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('min_students', 'integer', (c) => c.notNull().defaultTo(15))
    .addColumn('max_students', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('mobility_seats', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('periods_year_range', sql`year BETWEEN 2000 AND 2100`)
    .execute();

  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('id', 'integer', id)
    .addColumn('job_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_year', 'integer')
    .addColumn('due_at', ts, (c) => c.notNull())
    .addColumn('done_at', ts)
    .addColumn('result', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('scheduled_jobs_due_idx').on('scheduled_jobs').columns(['done_at', 'due_at']).execute();

  await db.schema.alterTable('classes').addColumn('at_risk_at', ts).execute();
  // The class list shows «En riesgo»: a change of the column is a change of the class's row for the
  // answers built before (the rows version of 2026-11-30-0100).
  if (lite) {
    await sql
      .raw(
        `CREATE TRIGGER classes_at_risk_rows_version AFTER UPDATE OF at_risk_at ON classes WHEN old.at_risk_at IS NOT new.at_risk_at
BEGIN UPDATE class_rows_version SET version = abs(random()) % 9007199254740991 WHERE id = 1; END`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `CREATE TRIGGER classes_at_risk_rows_version AFTER UPDATE OF at_risk_at ON classes FOR EACH ROW
WHEN (old.at_risk_at IS DISTINCT FROM new.at_risk_at) EXECUTE FUNCTION bump_class_rows_version()`,
      )
      .execute(db);
  }

  const years = await db.selectFrom('classes').select('period').distinct().execute();
  const now = new Date().toISOString();
  for (const { period } of years as { period: number }[]) {
    const y = Number(period);
    if (!Number.isInteger(y) || y < 2000 || y > 2100) continue;
    const dates = Object.fromEntries(Object.entries(USUAL).map(([k, md]) => [k, `${y}-${md}`]));
    await db
      .insertInto('periods')
      .values({ year: y, ...dates, created_at: now, updated_at: now })
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  await sql.raw(`DROP TRIGGER IF EXISTS classes_at_risk_rows_version${lite ? '' : ' ON classes'}`).execute(db);
  await db.schema.alterTable('classes').dropColumn('at_risk_at').execute();
  await db.schema.dropTable('scheduled_jobs').ifExists().execute();
  await db.schema.dropTable('periods').ifExists().execute();
}
