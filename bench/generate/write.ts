import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { TableRows } from './types.ts';

/** Tables whose id is an identity column on PostgreSQL: its sequence must move past the ids we wrote. */
const IDENTITY: Record<string, string> = {
  careers: 'id_career',
  subjects: 'id_subject',
  users: 'id_user',
  students: 'id_student',
  classes: 'id_class',
  class_schedules: 'id_schedule',
  student_classes: 'id_student_class',
  class_status_history: 'id',
};

/** SQLite: one transaction, one prepared INSERT per table, run row by row (the fastest way there). */
export function writeSqlite(file: string, tables: TableRows[]): void {
  const db = new SQLite(file);
  try {
    db.pragma('foreign_keys = ON');
    db.transaction(() => {
      for (const t of tables) {
        const insert = db.prepare(
          `INSERT INTO ${t.table} (${t.columns.join(', ')}) VALUES (${t.columns.map(() => '?').join(', ')})`,
        );
        for (const row of t.rows) insert.run(row);
      }
    })();
    // The server runs no ANALYZE: neither do we, so the planner sees what it would see in production.
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL: one transaction of multi-row INSERTs (up to ~30,000 parameters each), identity
 * sequences moved past the written ids, then VACUUM ANALYZE (what autovacuum does shortly after a
 * bulk insert: statistics, and the visibility map that lets counts read only the indexes).
 */
export async function writePostgres(url: string, tables: TableRows[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    // The schema's row triggers (the classes' rows version, migration 2026-11-30-0100) update one row per
    // written row; in one transaction each update walks the versions of that row left by the previous ones,
    // so a bulk load grew quadratic (minutes). They are off for the load, and the version is bumped once.
    for (const t of tables) await client.query(`ALTER TABLE ${t.table} DISABLE TRIGGER USER`);
    for (const t of tables) {
      const batch = Math.max(1, Math.floor(30_000 / t.columns.length));
      for (let i = 0; i < t.rows.length; i += batch) {
        const rows = t.rows.slice(i, i + batch);
        const params: unknown[] = [];
        const values = rows.map((row) => {
          const marks = row.map((v) => {
            params.push(v);
            return `$${params.length}`;
          });
          return `(${marks.join(', ')})`;
        });
        await client.query(`INSERT INTO ${t.table} (${t.columns.join(', ')}) VALUES ${values.join(', ')}`, params);
      }
      const id = IDENTITY[t.table];
      if (id && t.rows.length > 0) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence('${t.table}', '${id}'), (SELECT max(${id}) FROM ${t.table}))`,
        );
      }
    }
    for (const t of tables) await client.query(`ALTER TABLE ${t.table} ENABLE TRIGGER USER`);
    await client.query(
      'UPDATE class_rows_version SET version = floor(random() * 9007199254740991)::bigint WHERE id = 1',
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}
