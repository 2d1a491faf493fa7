import { spawn } from 'node:child_process';
import { chmodSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { DatabaseConfig } from '../config.ts';
import { checkPostgresBackup, checkSqliteBackup } from './backup-checks.ts';
import { PRIVATE_FILE_MODE, privateFile, privateFolder } from './private-files.ts';

/**
 * Online backup and restore of the portal's database, while servers keep serving it:
 * - SQLite: SQLite's online backup API (better-sqlite3's `backup`), which copies a consistent
 *   snapshot without stopping writers; restoring copies the backup back into the live file the
 *   same way, under SQLite's own locks, so running servers see the restored data at once.
 * - PostgreSQL: `pg_dump` in its custom format, and `pg_restore --clean --single-transaction`,
 *   so other sessions see either the old data or the restored data, never half of it.
 * Backups are 0600 files, in folders created 0700 (they hold secrets, password hashes and every
 * student's data). A restore first checks that the file is a portal backup of a schema this version
 * knows (backup-checks.ts) and keeps a backup of the live database.
 */

/** A default file name for a backup: <DATA_DIR>/backups/<prefix>-YYYYMMDD-HHMMSS.<sqlite|pgdump>. */
export function defaultBackupFile(
  config: DatabaseConfig,
  dataDir: string,
  now = new Date(),
  prefix = 'portal',
): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join(dataDir, 'backups', `${prefix}-${stamp}.${config.dialect === 'sqlite' ? 'sqlite' : 'pgdump'}`);
}

export async function backupDatabase(config: DatabaseConfig, file: string): Promise<{ file: string; bytes: number }> {
  privateFolder(path.dirname(path.resolve(file)));
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    // Created 0600 before anything is written into it; SQLite's journal of the copy inherits the mode.
    privateFile(partial);
    if (config.dialect === 'sqlite') {
      if (!existsSync(config.file)) throw new Error(`No existe la base de datos SQLite ${config.file}.`);
      const source = new SQLite(config.file, { fileMustExist: true });
      try {
        await copyWhole(source, partial);
      } finally {
        source.close();
      }
      // One self-contained file: the copy inherits WAL mode from the live database; leave it.
      const copy = new SQLite(partial);
      try {
        copy.pragma('journal_mode = DELETE');
        const check = copy.pragma('quick_check', { simple: true });
        if (check !== 'ok') throw new Error(`La copia no pasó la verificación de SQLite: ${String(check)}`);
      } finally {
        copy.close();
      }
    } else {
      await runPgTool('pg_dump', ['--format=custom', `--file=${partial}`], config.url);
    }
    chmodSync(partial, PRIVATE_FILE_MODE);
    renameSync(partial, file);
    return { file, bytes: statSync(file).size };
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${partial}${suffix}`, { force: true });
  }
}

/**
 * Copies the whole of `source` into `destination` with SQLite's backup API: after the first step, the rest
 * in one step (a writer in between would restart the copy). When the destination is busy (a server is
 * writing to the live database) at the very first step, better-sqlite3 reports zero pages and resolves as
 * if it were done, having copied nothing: that is retried until the copy really happened (an empty source
 * has no pages to copy).
 */
async function copyWhole(source: SQLite.Database, destination: string): Promise<void> {
  const giveUp = Date.now() + 60_000;
  const pages = Number(source.pragma('page_count', { simple: true }));
  for (;;) {
    const { totalPages } = await source.backup(destination, { progress: () => 1_000_000 });
    if (totalPages > 0 || pages === 0) return;
    if (Date.now() > giveUp) throw new Error('La base de datos siguió ocupada; no se copió nada. Intenta de nuevo.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Refuses (in Spanish, changing nothing) a file that is not a portal backup of a schema this version knows. */
export async function checkBackup(config: DatabaseConfig, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No existe el archivo de respaldo ${file}.`);
  if (config.dialect === 'sqlite') checkSqliteBackup(file);
  else await checkPostgresBackup(file, (args) => runTool('pg_restore', args));
}

/**
 * Replaces the live database with the backup in `file`, once it passed `checkBackup`; first the live
 * database is backed up to `safetyCopy` (when there is one: a SQLite file that does not exist yet has
 * nothing to keep). Returns the safety copy's path, or null.
 */
export async function restoreDatabase(
  config: DatabaseConfig,
  file: string,
  safetyCopy: string,
): Promise<{ safetyCopy: string | null }> {
  await checkBackup(config, file);
  const live = config.dialect === 'postgres' || existsSync(config.file);
  if (live) await backupDatabase(config, safetyCopy);
  if (config.dialect === 'sqlite') {
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      privateFolder(path.dirname(config.file));
      // Writes into the live database through SQLite (its locks, its WAL), never over the file.
      await copyWhole(source, config.file);
    } finally {
      source.close();
    }
    return { safetyCopy: live ? safetyCopy : null };
  }
  // Dropping and recreating constraints takes table locks one by one while the servers keep reading: PostgreSQL
  // may pick the restore as the victim of a deadlock. Its single transaction then rolled back whole, so it is
  // simply run again.
  for (let attempt = 1; ; attempt++) {
    try {
      await runPgTool(
        'pg_restore',
        ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'],
        config.url,
        file,
      );
      return { safetyCopy };
    } catch (err) {
      if (attempt >= RESTORE_ATTEMPTS || !(err instanceof Error) || !err.message.includes('deadlock detected'))
        throw err;
    }
  }
}

const RESTORE_ATTEMPTS = 5;

/**
 * Runs pg_dump or pg_restore on the database of `url`. The password travels in PGPASSWORD, not on
 * the command line (where `ps` would show it).
 */
function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string, input?: string): Promise<string> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const argv = [...args, `--dbname=${target.toString()}`, ...(input ? [input] : [])];
  return runTool(tool, argv, password ? { PGPASSWORD: password } : {});
}

/** Runs a PostgreSQL client tool; its standard output, or a Spanish error with what it wrote to stderr. */
function runTool(tool: 'pg_dump' | 'pg_restore', argv: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: string[] = [];
    child.stdout.on('data', (d: Buffer) => stdout.push(d));
    child.stderr.on('data', (d: Buffer) => stderr.push(d.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new Error(
              `No se encontró ${tool}: instale el cliente de PostgreSQL (Debian: apt-get install postgresql-client).`,
            )
          : err,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
      else reject(new Error(`${tool} terminó con código ${code}: ${stderr.join('').trim()}`));
    });
  });
}
