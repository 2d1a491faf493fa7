import { describe, expect, it } from 'vitest';
import {
  isValidClassKey,
  keyHint,
  keyMatchesSubject,
  keyState,
  normalizeClassKey,
  normalizeKeyInput,
} from './class-key.ts';

describe('class keys', () => {
  it('upper-cases the search input, removes spaces and keeps 7 characters', () => {
    expect(normalizeKeyInput('acf 0901')).toBe('ACF0901');
    expect(normalizeKeyInput(' acf09011234')).toBe('ACF0901');
  });

  it('normalises a sent key without cutting it', () => {
    expect(normalizeClassKey(' acf 0901 ')).toBe('ACF0901');
    expect(normalizeClassKey('acf09011')).toBe('ACF09011');
  });

  it('is 3 letters then 4 digits', () => {
    expect(isValidClassKey('ACF0901')).toBe(true);
    for (const bad of ['ACF090', 'AC10901', 'ACF09011', 'acf0901', '1CF0901']) expect(isValidClassKey(bad)).toBe(false);
  });

  it('matches a key to its subject, ignoring case and spaces but nothing else', () => {
    expect(keyMatchesSubject('acf0901', 'ACF0901')).toBe(true);
    expect(keyMatchesSubject('ACF 0901', 'ACF0901')).toBe(true);
    expect(keyMatchesSubject('ACF0902', 'ACF0901')).toBe(false);
    expect(keyMatchesSubject('ACF09011', 'ACF0901')).toBe(false);
  });

  it('gives the three hints', () => {
    expect(keyState('')).toBe('empty');
    expect(keyHint('')).toBeNull();
    for (const partial of ['A', 'ACF', 'ACF09']) {
      expect(keyState(partial)).toBe('incomplete');
      expect(keyHint(partial)).toBe('Formato: 3 letras + 4 números (ej: IED2201)');
    }
    for (const wrong of ['1', 'AC1', 'ACFX', 'ACF09X']) {
      expect(keyState(wrong)).toBe('invalid');
      expect(keyHint(wrong)).toBe('Formato inválido. Debe ser: 3 letras + 4 números');
    }
    expect(keyHint('ACF0901')).toBe('✓ Formato válido');
  });
});
