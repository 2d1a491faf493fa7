import { describe, expect, it } from 'vitest';
import { compareSpanish, fullName, sortByFullName } from './person-name.ts';

const person = (name: string, paternal_surname = '', maternal_surname = '', id = 0) => ({
  id,
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
    expect(sortByFullName(names).map(fullName)).toEqual(['Álvaro Pech', 'Ana Uc', 'beto Chan', 'Zoé Ku']);
    expect(compareSpanish('ñu', 'nu')).toBeGreaterThan(0);
    expect(compareSpanish('Ñu', 'ou')).toBeLessThan(0);
  });

  it('falls back to the surnames, and keeps the given order for equal names', () => {
    const sorted = sortByFullName([
      person('Ana', 'López', '', 1),
      person('ana', 'lopez', '', 2),
      person('Ana', 'Canul', '', 3),
    ]);
    expect(sorted.map((p) => p.id)).toEqual([3, 1, 2]);
  });

  it('does not change the list it is given', () => {
    const names = [person('Zoé'), person('Ana')];
    sortByFullName(names);
    expect(names.map((p) => p.name)).toEqual(['Zoé', 'Ana']);
  });
});
