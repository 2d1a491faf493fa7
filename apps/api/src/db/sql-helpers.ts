import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { containsPattern } from '@portal/domain/rules';

/**
 * `column LIKE '%term%' ESCAPE '\'` over a normalised search column (lower case, no accents):
 * the same on SQLite and PostgreSQL, with the user's `%` and `_` taken literally.
 */
export function containsSearch(column: Expression<unknown> | string, term: string): RawBuilder<SqlBool> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`${ref} like ${containsPattern(term)} escape '\\'`;
}

export const nowIso = (now: Date = new Date()) => now.toISOString();
