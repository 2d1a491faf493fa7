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

/** Socket-level failures: the database cannot be reached or the connection broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  // Ours (db/pg-pool.ts): no connection could be lent because the database is not answering.
  'EDBUNAVAILABLE',
]);

/**
 * PostgreSQL: the server is shutting down, starting, out of connections, cancelled a slow statement,
 * gave up waiting for a lock (lock_timeout), ended a session left idle in a transaction, or takes no
 * writes (read only).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
  '53000',
  '53100',
  '53200',
  '55P03',
  '25P03',
  // A read-only transaction: a standby after a failover, or default_transaction_read_only.
  '25006',
]);

/** pg's own messages when a connection breaks, times out, or never opens (they carry no code). */
const PG_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|connection timeout|timeout expired)/i;

/** SQLite: another process holds the lock, or the file cannot be written (permissions, read-only disk). */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED|READONLY)/;

/**
 * Is `err` the database being unreachable, silent, overloaded or locked by another process —
 * something the client did not cause and that may pass (answered 503 with Retry-After)?
 */
export function isDatabaseUnavailableError(err: unknown, depth = 0): boolean {
  const e = asDriverError(err);
  if (!e || depth > 3) return false;
  const code = e.code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (SQLITE_BUSY.test(code)) return true;
  }
  if (typeof e.message === 'string' && PG_CONNECTION_MESSAGE.test(e.message)) return true;
  // Node reports a refused connection to every address of a host name as an AggregateError.
  const inner = (err as { errors?: unknown; cause?: unknown }).errors;
  if (Array.isArray(inner) && inner.some((x) => isDatabaseUnavailableError(x, depth + 1))) return true;
  const cause = (err as { cause?: unknown }).cause;
  return cause !== undefined && isDatabaseUnavailableError(cause, depth + 1);
}

/**
 * Waiting for a lock someone else holds ran out (SQLite's write lock, PostgreSQL's lock_timeout): the
 * database answers, one row or the file is busy. Answered 503, but not an outage of the database.
 */
export function isLockContention(err: unknown): boolean {
  const code = asDriverError(err)?.code;
  return typeof code === 'string' && (code === '55P03' || code.startsWith('SQLITE_BUSY'));
}

/**
 * After this error, is the connection itself unusable (so the pool must drop it rather than lend
 * it again)? Anything but an ordinary SQL error from a server that answered.
 */
export function breaksConnection(err: unknown): boolean {
  const e = asDriverError(err);
  if (!e) return true;
  const code = e.code;
  const fromServer = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in e;
  return !fromServer || code === '57P01' || code === '57P02' || code === '25P03' || String(code).startsWith('08');
}
