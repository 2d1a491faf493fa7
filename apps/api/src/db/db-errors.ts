/**
 * Recognises the database errors that rules depend on, on both drivers: better-sqlite3 throws a
 * SqliteError whose `code` is the extended result code (SQLITE_CONSTRAINT_UNIQUE …) and whose
 * message names the columns; pg throws a DatabaseError with the SQLSTATE in `code` and the
 * constraint's name in `constraint`.
 */
interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

function asDriverError(err: unknown): DriverError | null {
  return typeof err === 'object' && err !== null ? (err as DriverError) : null;
}

/**
 * Is `err` the violation of one particular unique constraint? `constraint` is its name (what
 * PostgreSQL reports), `columns` the `table.column` list SQLite reports for it, e.g.
 * "student_classes.id_student, student_classes.id_class".
 */
export function isUniqueViolation(err: unknown, constraint: string, columns: string): boolean {
  const e = asDriverError(err);
  if (!e) return false;
  if (e.code === '23505') return e.constraint === constraint;
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return typeof e.message === 'string' && e.message.endsWith(`constraint failed: ${columns}`);
  }
  return false;
}

const TRANSIENT_CODES = new Set([
  // SQLite: another connection (another process) holds the write lock longer than busy_timeout.
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
  // PostgreSQL: serialization failure, deadlock detected.
  '40001',
  '40P01',
]);

/** A failure that says nothing about the request and may succeed when the transaction is retried. */
export function isTransientDbError(err: unknown): boolean {
  const code = asDriverError(err)?.code;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}
