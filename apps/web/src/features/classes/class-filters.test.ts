import { describe, expect, it } from 'vitest';
import { keyHint } from '@portal/domain/rules';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  toClassesQuery,
  withCareer,
  withKeyInput,
  YEAR_OPTIONS,
} from './class-filters.ts';

describe('class filters', () => {
  it('offers the academic years 2024 to 2028', () => {
    expect(YEAR_OPTIONS).toEqual(['2024', '2025', '2026', '2027', '2028']);
  });

  it('resets the subject when the career changes', () => {
    const f = { ...EMPTY_FILTERS, careerId: '2', subjectId: '40' };
    expect(withCareer(f, '3')).toEqual({ ...f, careerId: '3', subjectId: null });
    expect(withCareer(f, '')).toEqual({ ...f, careerId: '', subjectId: null });
  });

  it('keeps the key upper-cased, without spaces, at most 7 characters, with the three hints', () => {
    const typed = withKeyInput(EMPTY_FILTERS, ' acf 0901 99');
    expect(typed.keyInput).toBe('ACF0901');
    expect(keyHint(typed.keyInput)).toBe('✓ Formato válido');
    expect(keyHint(withKeyInput(EMPTY_FILTERS, 'ac').keyInput)).toBe('Formato: 3 letras + 4 números (ej: IED2201)');
    expect(keyHint(withKeyInput(EMPTY_FILTERS, 'a1').keyInput)).toBe(
      'Formato inválido. Debe ser: 3 letras + 4 números',
    );
    expect(keyHint('')).toBeNull();
  });

  it('sends only the chosen filters, and the key only when the debounced key is valid', () => {
    expect(toClassesQuery(EMPTY_FILTERS)).toEqual({ status: 'pendiente' });
    expect(toClassesQuery({ ...EMPTY_FILTERS, openOnly: false })).toEqual({});
    const f = { period: '2026', careerId: '3', subjectId: '41', keyInput: 'ACF0901', openOnly: false };
    expect(toClassesQuery({ ...f, keyQuery: 'ACF0901' })).toEqual({
      period: 2026,
      careerId: 3,
      subjectId: 41,
      clave: 'ACF0901',
    });
    expect(toClassesQuery({ ...f, keyQuery: 'ACF09' })).toEqual({ period: 2026, careerId: 3, subjectId: 41 });
    expect(toClassesQuery({ ...f, keyQuery: 'AC1' })).not.toHaveProperty('clave');
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        period: '2026',
        careerId: '',
        subjectId: '4',
        keyInput: 'AC',
        keyQuery: '',
        openOnly: false,
      }),
    ).toBe(3);
  });
});
