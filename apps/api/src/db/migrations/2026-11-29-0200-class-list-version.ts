import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The class list's membership version: one row whose `version` takes a new random value in
 * the same transaction as every write that may change which classes a filter of `GET /api/classes`
 * matches or the order of its pages: a class created or deleted, a class's status, period or subject,
 * a subject's search name or key, a subject's careers. Writes that only move seats (`enrolled`) or touch
 * other columns (schedule, link, room, teacher) leave it alone. A statement that reads the version with
 * the counts or a page's ids therefore tells whether those are still exact, in every process and for
 * writes made outside the API. Random values (not a counter): a version names one state, also after a
 * backup is restored (the restored row names the restored state).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** Class columns the list's filters and orders read, besides `enrolled` (seats are never cached). */
const CLASS_COLUMNS = ['status', 'period', 'id_subject'];
const SUBJECT_COLUMNS = ['name_search', 'clave'];

const changed = (columns: string[], distinct: string) =>
  columns.map((c) => `old.${c} ${distinct} new.${c}`).join(' OR ');

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('class_list_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (lite) {
    const bump = `UPDATE class_list_version SET version = abs(random()) % 9007199254740991 WHERE id = 1;`;
    await sql`INSERT INTO class_list_version (id, version) VALUES (1, abs(random()) % 9007199254740991)`.execute(db);
    const triggers: [string, string][] = [
      ['classes_list_version_ins', 'AFTER INSERT ON classes'],
      ['classes_list_version_del', 'AFTER DELETE ON classes'],
      [
        'classes_list_version_upd',
        `AFTER UPDATE OF ${CLASS_COLUMNS.join(', ')} ON classes WHEN ${changed(CLASS_COLUMNS, 'IS NOT')}`,
      ],
      [
        'subjects_list_version_upd',
        `AFTER UPDATE OF ${SUBJECT_COLUMNS.join(', ')} ON subjects WHEN ${changed(SUBJECT_COLUMNS, 'IS NOT')}`,
      ],
      ['subjects_list_version_del', 'AFTER DELETE ON subjects'],
      ['subject_careers_list_version_ins', 'AFTER INSERT ON subject_careers'],
      ['subject_careers_list_version_del', 'AFTER DELETE ON subject_careers'],
      ['subject_careers_list_version_upd', 'AFTER UPDATE ON subject_careers'],
    ];
    for (const [name, when] of triggers) await sql.raw(`CREATE TRIGGER ${name} ${when} BEGIN ${bump} END`).execute(db);
    return;
  }
  const value = `floor(random() * 9007199254740991)::bigint`;
  await sql.raw(`INSERT INTO class_list_version (id, version) VALUES (1, ${value})`).execute(db);
  await sql
    .raw(
      `CREATE FUNCTION bump_class_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE class_list_version SET version = ${value} WHERE id = 1;
  RETURN NULL;
END $$`,
    )
    .execute(db);
  const triggers: [string, string][] = [
    ['classes_list_version_ins_del', 'AFTER INSERT OR DELETE ON classes FOR EACH ROW'],
    [
      'classes_list_version_upd',
      `AFTER UPDATE OF ${CLASS_COLUMNS.join(', ')} ON classes FOR EACH ROW WHEN (${changed(CLASS_COLUMNS, 'IS DISTINCT FROM')})`,
    ],
    ['classes_list_version_truncate', 'AFTER TRUNCATE ON classes FOR EACH STATEMENT'],
    [
      'subjects_list_version_upd',
      `AFTER UPDATE OF ${SUBJECT_COLUMNS.join(', ')} ON subjects FOR EACH ROW WHEN (${changed(SUBJECT_COLUMNS, 'IS DISTINCT FROM')})`,
    ],
    ['subjects_list_version_del', 'AFTER DELETE ON subjects FOR EACH ROW'],
    ['subject_careers_list_version', 'AFTER INSERT OR UPDATE OR DELETE ON subject_careers FOR EACH ROW'],
    ['subject_careers_list_version_truncate', 'AFTER TRUNCATE ON subject_careers FOR EACH STATEMENT'],
  ];
  for (const [name, when] of triggers) {
    await sql.raw(`CREATE TRIGGER ${name} ${when} EXECUTE FUNCTION bump_class_list_version()`).execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const names = lite
    ? [
        'classes_list_version_ins',
        'classes_list_version_del',
        'classes_list_version_upd',
        'subjects_list_version_upd',
        'subjects_list_version_del',
        'subject_careers_list_version_ins',
        'subject_careers_list_version_del',
        'subject_careers_list_version_upd',
      ]
    : [];
  for (const name of names) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  await db.schema.dropTable('class_list_version').ifExists().execute();
  if (!lite) await sql.raw('DROP FUNCTION IF EXISTS bump_class_list_version() CASCADE').execute(db);
}
