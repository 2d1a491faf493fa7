import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The classes' rows version: one row whose `version` takes a new random value in the same
 * transaction as every write that may change what a class shows in `GET /api/classes` or in a student's
 * `GET /api/classes/student`, other than its seats (`enrolled`, `mobility_enrolled`) and who is enrolled
 * (both read live on every request): a class's own columns, its schedule, its subject or the subject's
 * careers, its room, its teacher's, leader's or reviewer's name, who leads it and the leader's contact,
 * its status history. With the membership version (2026-11-29-0200) and the live figures, it tells
 * whether an answer built before is still exact (class-list-page.ts, student-classes.service.ts), in
 * every process and for writes made outside the API. A column those answers start showing later needs
 * its trigger, in a new migration.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** Columns of `classes` the list shows, besides the seats. */
const CLASS_COLUMNS = [
  'status',
  'period',
  'shift',
  'description',
  'image',
  'whatsapp_link',
  'max_students',
  'created_at',
  'id_subject',
  'id_room',
  'id_teacher',
];
const SUBJECT_COLUMNS = ['name', 'clave', 'credits'];
const ROOM_COLUMNS = ['name', 'building', 'capacity', 'kind'];
const NAME_COLUMNS = ['name', 'paternal_surname', 'maternal_surname'];

const changed = (columns: string[], distinct: string) =>
  columns.map((c) => `old.${c} ${distinct} new.${c}`).join(' OR ');

/** [name, SQLite event, PostgreSQL event]: what changes a row of the list. */
function events(lite: boolean): [string, string][] {
  const d = lite ? 'IS NOT' : 'IS DISTINCT FROM';
  const when = (c: string) => (lite ? `WHEN ${c}` : `FOR EACH ROW WHEN (${c})`);
  const row = lite ? '' : 'FOR EACH ROW';
  const upd = (table: string, columns: string[]) =>
    `AFTER UPDATE OF ${columns.join(', ')} ON ${table} ${when(changed(columns, d))}`;
  return [
    ['classes_rows_version_ins', `AFTER INSERT ON classes ${row}`],
    ['classes_rows_version_del', `AFTER DELETE ON classes ${row}`],
    ['classes_rows_version_upd', upd('classes', CLASS_COLUMNS)],
    ['class_schedules_rows_version_ins', `AFTER INSERT ON class_schedules ${row}`],
    ['class_schedules_rows_version_del', `AFTER DELETE ON class_schedules ${row}`],
    ['class_schedules_rows_version_upd', `AFTER UPDATE ON class_schedules ${row}`],
    ['subjects_rows_version_upd', upd('subjects', SUBJECT_COLUMNS)],
    ['careers_rows_version_upd', upd('careers', ['name'])],
    ['careers_rows_version_del', `AFTER DELETE ON careers ${row}`],
    ['subject_careers_rows_version_ins', `AFTER INSERT ON subject_careers ${row}`],
    ['subject_careers_rows_version_del', `AFTER DELETE ON subject_careers ${row}`],
    ['subject_careers_rows_version_upd', `AFTER UPDATE ON subject_careers ${row}`],
    ['rooms_rows_version_upd', upd('rooms', ROOM_COLUMNS)],
    ['users_rows_version_upd', upd('users', NAME_COLUMNS)],
    ['users_rows_version_del', `AFTER DELETE ON users ${row}`],
    ['students_rows_version_upd', upd('students', ['id_user', 'control_number', 'phone'])],
    ['class_status_history_rows_version_ins', `AFTER INSERT ON class_status_history ${row}`],
    ['class_status_history_rows_version_del', `AFTER DELETE ON class_status_history ${row}`],
    ['class_status_history_rows_version_upd', `AFTER UPDATE ON class_status_history ${row}`],
    ['student_classes_rows_version_ins', `AFTER INSERT ON student_classes ${when('new.group_leader = 1')}`],
    ['student_classes_rows_version_del', `AFTER DELETE ON student_classes ${when('old.group_leader = 1')}`],
    ['student_classes_rows_version_upd', upd('student_classes', ['group_leader', 'id_class', 'id_student'])],
  ];
}

const TRUNCATED = [
  'classes',
  'class_schedules',
  'subject_careers',
  'student_classes',
  'students',
  'users',
  'class_status_history',
];

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('class_rows_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (lite) {
    const value = 'abs(random()) % 9007199254740991';
    await sql.raw(`INSERT INTO class_rows_version (id, version) VALUES (1, ${value})`).execute(db);
    const bump = `UPDATE class_rows_version SET version = ${value} WHERE id = 1;`;
    for (const [name, event] of events(true)) {
      await sql.raw(`CREATE TRIGGER ${name} ${event} BEGIN ${bump} END`).execute(db);
    }
    return;
  }
  const value = `floor(random() * 9007199254740991)::bigint`;
  await sql.raw(`INSERT INTO class_rows_version (id, version) VALUES (1, ${value})`).execute(db);
  await sql
    .raw(
      `CREATE FUNCTION bump_class_rows_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE class_rows_version SET version = ${value} WHERE id = 1;
  RETURN NULL;
END $$`,
    )
    .execute(db);
  const all: [string, string][] = [
    ...events(false),
    ...TRUNCATED.map((t): [string, string] => [
      `${t}_rows_version_truncate`,
      `AFTER TRUNCATE ON ${t} FOR EACH STATEMENT`,
    ]),
  ];
  for (const [name, event] of all) {
    await sql.raw(`CREATE TRIGGER ${name} ${event} EXECUTE FUNCTION bump_class_rows_version()`).execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (lite) for (const [name] of events(true)) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  await db.schema.dropTable('class_rows_version').ifExists().execute();
  if (!lite) await sql.raw('DROP FUNCTION IF EXISTS bump_class_rows_version() CASCADE').execute(db);
}
