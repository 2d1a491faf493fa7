export interface PersonName {
  name: string;
  paternal_surname: string;
  maternal_surname: string;
}

/** How a person's name is shown: "Ana Sofía Martínez Uc" (given names, paternal, maternal surname). */
export function fullName(person: PersonName): string {
  return [person.name, person.paternal_surname, person.maternal_surname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * Compares texts the way a Spanish reader expects ("Álvaro" next to "Alberto", case ignored),
 * identically whatever the database's collation.
 */
export function compareSpanish(a: string, b: string): number {
  return spanish.compare(a, b);
}

/** A copy ordered by full name in Spanish; equal names keep their order (the sort is stable). */
export function sortByFullName<T extends PersonName>(people: readonly T[]): T[] {
  return people
    .map((person) => ({ key: fullName(person), person }))
    .sort((a, b) => compareSpanish(a.key, b.key))
    .map(({ person }) => person);
}
