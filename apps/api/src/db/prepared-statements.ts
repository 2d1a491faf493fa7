/**
 * SQL texts run as named prepared statements on PostgreSQL (pg-pool.ts): each connection parses and
 * plans such a text once, then only binds and runs it. For fixed texts that run on every request (the
 * class list's page); SQLite keeps every recent statement prepared anyway (create-db.ts).
 */
const names = new Map<string, string>();

/** Registers `text` as a prepared statement and returns it. */
export function prepared(text: string): string {
  if (!names.has(text)) names.set(text, `portal_prepared_${names.size + 1}`);
  return text;
}

/** The statement name of a registered text, if any. */
export function preparedName(text: string): string | undefined {
  return names.get(text);
}
