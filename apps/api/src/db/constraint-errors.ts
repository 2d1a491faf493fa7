/**
 * Did a write fail on a UNIQUE constraint? The same question for both drivers: PostgreSQL answers
 * SQLSTATE 23505, better-sqlite3 the extended code SQLITE_CONSTRAINT_UNIQUE.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
