import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * PostgreSQL only: every write that may change what a student's bearer token resolves to (the user's
 * row, their student record, a signed-out token) sends a notice on channel `portal_identity` in the same
 * transaction, delivered when it commits. Each API process listens and drops its kept identities on
 * any notice (features/auth/identity-cache.ts, docs/decisions/040-identity-cache.md); that is what lets
 * a process answer a signed-in student without reading the identity again, while a sign-out or an
 * account change written by any process (or by hand) still takes effect everywhere. Statement-level
 * triggers: one notice per statement, and PostgreSQL folds identical notices of one transaction into one.
 * SQLite keeps no identities, so it needs nothing here. A column the identity starts reading later
 * needs its trigger, in a new migration.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const TRIGGERS: [string, string][] = [
  ['users_identity_upd', 'AFTER UPDATE OF id_user, oid, name, email, id_role ON users'],
  ['users_identity_del', 'AFTER DELETE ON users'],
  ['users_identity_truncate', 'AFTER TRUNCATE ON users'],
  ['students_identity_ins', 'AFTER INSERT ON students'],
  ['students_identity_upd', 'AFTER UPDATE OF id_student, id_user ON students'],
  ['students_identity_del', 'AFTER DELETE ON students'],
  ['students_identity_truncate', 'AFTER TRUNCATE ON students'],
  ['revoked_tokens_identity_ins', 'AFTER INSERT ON revoked_tokens'],
  ['revoked_tokens_identity_upd', 'AFTER UPDATE ON revoked_tokens'],
];

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql
    .raw(
      `CREATE FUNCTION notify_identity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_identity', '');
  RETURN NULL;
END $$`,
    )
    .execute(db);
  for (const [name, event] of TRIGGERS) {
    await sql
      .raw(`CREATE TRIGGER ${name} ${event} FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_changed()`)
      .execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql.raw('DROP FUNCTION IF EXISTS notify_identity_changed() CASCADE').execute(db);
}
