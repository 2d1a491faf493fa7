import { describe, expect, it } from 'vitest';
import { compareFullNames, fullName } from './person-name.ts';

const person = (name: string, paternal_surname = '', maternal_surname = '') => ({
  name,
  paternal_surname,
  maternal_surname,
});

describe('person names', () => {
  it('joins given names and both surnames, skipping empty parts', () => {
    expect(fullName(person('Ana Sofía', 'Martínez', 'Uc'))).toBe('Ana Sofía Martínez Uc');
    expect(fullName(person('Beto', 'Chan', ''))).toBe('Beto Chan');
    expect(fullName(person(' Zoé ', ' ', 'Ku'))).toBe('Zoé Ku');
  });

  it('orders the Spanish way: accents and case do not push a name to the end', () => {
    const names = [person('Zoé', 'Ku'), person('beto', 'Chan'), person('Álvaro', 'Pech'), person('Ana', 'Uc')];
    expect(names.sort(compareFullNames).map(fullName)).toEqual(['Álvaro Pech', 'Ana Uc', 'beto Chan', 'Zoé Ku']);
  });

  it('falls back to the surnames when given names are equal', () => {
    expect(compareFullNames(person('Ana', 'López'), person('Ana', 'Canul'))).toBeGreaterThan(0);
    expect(compareFullNames(person('Ana', 'López', 'Uc'), person('ana', 'lopez', 'uc'))).toBe(0);
  });
});
