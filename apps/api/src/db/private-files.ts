import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * The database and its backups hold the signing secrets, password hashes and every student's data:
 * only the account that runs the portal may read them (docs/reliability.md, "Files on disk").
 * Folders the portal creates are 0700, files 0600, whatever the umask.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) 0700; an existing folder is left as it is. */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/**
 * Makes `file` exist as 0600 before anyone writes into it: a new empty file created with that mode,
 * or an existing one tightened (ours: an error other than "not found" is thrown).
 */
export function privateFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  chmodSync(file, PRIVATE_FILE_MODE);
}

/**
 * A SQLite database file and its companions (-wal, -shm, -journal). SQLite gives the companions the
 * database file's own mode when it creates them, so a 0600 database keeps them 0600 too; companions
 * left by an older version are tightened here.
 */
export function privateSqliteFiles(file: string): void {
  privateFile(file);
  for (const suffix of ['-wal', '-shm', '-journal']) {
    if (existsSync(`${file}${suffix}`)) chmodSync(`${file}${suffix}`, PRIVATE_FILE_MODE);
  }
}
