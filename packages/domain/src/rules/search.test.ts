import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLikePattern, normalizeSearchText } from './search.ts';

describe('search normalisation', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalizeSearchText('  Cálculo   DIFERENCIAL ')).toBe('calculo diferencial');
    expect(normalizeSearchText('Ñandú Pingüino')).toBe('nandu pinguino');
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLikePattern('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(containsPattern('Álgebra')).toBe('%algebra%');
  });
});
