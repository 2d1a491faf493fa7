/**
 * Text search that ignores case and accents: "matematicas" finds "Matemáticas".
 * Stored search columns hold `normalizeSearchText(value)`; queries compare with the
 * normalised term, so SQLite and PostgreSQL behave the same without extensions.
 */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards so a user's `%` or `_` is matched literally (use with ESCAPE '\'). */
export function escapeLikePattern(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` for a contains-search on a normalised column. */
export function containsPattern(term: string): string {
  return `%${escapeLikePattern(normalizeSearchText(term))}%`;
}
