import SQLite from 'better-sqlite3';
import { migrations } from './migrations/index.ts';

/**
 * What makes a file a backup of this portal that a restore may load (docs/reliability.md, "Restores"):
 * the migration table of Kysely with the first migration and no migration this version does not know
 * (a newer portal's backup would lose its newer columns here), and the core tables. A restore checks
 * all of it before it touches anything.
 */
export const MIGRATION_TABLE = 'kysely_migration';
export const CORE_TABLES = [
  'users',
  'staff_accounts',
  'careers',
  'subjects',
  'classes',
  'class_schedules',
  'students',
  'student_classes',
  'app_secrets',
] as const;

const NOT_A_BACKUP = (file: string, why: string) =>
  `${file} no es un respaldo del portal: ${why}. No se restauró nada; la base de datos sigue como estaba.`;

/** The problem with a backup's schema (its tables and its recorded migrations), or null. */
export function schemaProblem(tables: readonly string[], migrationNames: readonly string[]): string | null {
  const have = new Set(tables);
  if (!have.has(MIGRATION_TABLE)) return `no tiene la tabla de migraciones (${MIGRATION_TABLE})`;
  const known = Object.keys(migrations);
  if (!migrationNames.includes(known[0]!)) return 'su tabla de migraciones no registra el esquema inicial del portal';
  const unknown = migrationNames.filter((name) => !known.includes(name));
  if (unknown.length) {
    return `es de una versión más nueva del portal (migraciones desconocidas: ${unknown.join(', ')}); actualice el portal antes de restaurarlo`;
  }
  const missing = CORE_TABLES.filter((table) => !have.has(table));
  if (missing.length) return `le faltan tablas del portal (${missing.join(', ')})`;
  return null;
}

/** SQLite: an intact SQLite file (quick_check) whose schema is the portal's. */
export function checkSqliteBackup(file: string): void {
  let source: SQLite.Database;
  try {
    source = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new Error(NOT_A_BACKUP(file, `no se pudo abrir como SQLite (${(err as Error).message})`), { cause: err });
  }
  try {
    let check: unknown;
    let tables: string[];
    try {
      check = source.pragma('quick_check', { simple: true });
      tables = source
        .prepare<[], { name: string }>("select name from sqlite_master where type = 'table'")
        .all()
        .map((r) => r.name);
    } catch (err) {
      throw new Error(NOT_A_BACKUP(file, `no es una base de datos SQLite (${(err as Error).message})`), { cause: err });
    }
    if (check !== 'ok') throw new Error(NOT_A_BACKUP(file, `no pasó la verificación de SQLite (${String(check)})`));
    const names = tables.includes(MIGRATION_TABLE)
      ? source
          .prepare<[], { name: string }>(`select name from ${MIGRATION_TABLE}`)
          .all()
          .map((r) => r.name)
      : [];
    const problem = schemaProblem(tables, names);
    if (problem) throw new Error(NOT_A_BACKUP(file, problem));
  } finally {
    source.close();
  }
}

/**
 * PostgreSQL: a custom-format dump (what db:backup writes), read without a database: its table of
 * contents (`pg_restore --list`) names the tables, and the migration table's rows come from
 * `pg_restore --data-only --table=kysely_migration` as COPY text.
 */
export async function checkPostgresBackup(file: string, run: (args: string[]) => Promise<string>): Promise<void> {
  let list: string;
  try {
    list = await run(['--list', file]);
  } catch (err) {
    throw new Error(NOT_A_BACKUP(file, `pg_restore no lo reconoce (${(err as Error).message})`), { cause: err });
  }
  const tables = [...list.matchAll(/^\d+; \d+ \d+ TABLE \S+ (\S+) /gm)].map((m) => m[1]!);
  let names: string[] = [];
  if (tables.includes(MIGRATION_TABLE)) {
    const data = await run(['--data-only', `--table=${MIGRATION_TABLE}`, '--file=-', file]);
    const copy = /^COPY \S+ \([^)]*\) FROM stdin;\n([\s\S]*?)^\\\.$/m.exec(data);
    names = (copy?.[1] ?? '')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t')[0]!);
  }
  const problem = schemaProblem(tables, names);
  if (problem) throw new Error(NOT_A_BACKUP(file, problem));
}
