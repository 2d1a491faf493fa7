import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { DatabaseConfig } from '../config.ts';

/**
 * Online backup and restore of the portal's database, while servers keep serving it:
 * - SQLite: SQLite's online backup API (better-sqlite3's `backup`), which copies a consistent
 *   snapshot without stopping writers; restoring copies the backup back into the live file the
 *   same way, under SQLite's own locks, so running servers see the restored data at once.
 * - PostgreSQL: `pg_dump` in its custom format, and `pg_restore --clean --single-transaction`,
 *   so other sessions see either the old data or the restored data, never half of it.
 */

/** A default file name for a backup: <DATA_DIR>/backups/portal-YYYYMMDD-HHMMSS.<sqlite|pgdump>. */
export function defaultBackupFile(config: DatabaseConfig, dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join(dataDir, 'backups', `portal-${stamp}.${config.dialect === 'sqlite' ? 'sqlite' : 'pgdump'}`);
}

export async function backupDatabase(config: DatabaseConfig, file: string): Promise<{ file: string; bytes: number }> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (config.dialect === 'sqlite') {
      if (!existsSync(config.file)) throw new Error(`No existe la base de datos SQLite ${config.file}.`);
      const source = new SQLite(config.file, { fileMustExist: true });
      try {
        // After the first step, copy the rest in one step: a writer in between would restart the copy.
        await source.backup(partial, { progress: () => 1_000_000 });
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
    renameSync(partial, file);
    return { file, bytes: statSync(file).size };
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${partial}${suffix}`, { force: true });
  }
}

export async function restoreDatabase(config: DatabaseConfig, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No existe el archivo de respaldo ${file}.`);
  if (config.dialect === 'sqlite') {
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const check = source.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`El respaldo no pasó la verificación de SQLite: ${String(check)}`);
      mkdirSync(path.dirname(config.file), { recursive: true });
      // Writes into the live database through SQLite (its locks, its WAL), never over the file.
      await source.backup(config.file, { progress: () => 1_000_000 });
    } finally {
      source.close();
    }
    return;
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
      return;
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
function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string, input?: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const argv = [...args, `--dbname=${target.toString()}`, ...(input ? [input] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(tool, argv, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    const stderr: string[] = [];
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
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} terminó con código ${code}: ${stderr.join('').trim()}`));
    });
  });
}
