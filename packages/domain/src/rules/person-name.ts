/** How a person's name is shown: "Ana Sofía Martínez Uc" (given names, paternal, maternal surname). */
export function fullName(person: { name: string; paternal_surname: string; maternal_surname: string }): string {
  return [person.name, person.paternal_surname, person.maternal_surname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * Orders people by full name the way a Spanish reader expects ("Álvaro" next to "Alberto", case
 * ignored), identically whatever the database's collation.
 */
export function compareFullNames(
  a: { name: string; paternal_surname: string; maternal_surname: string },
  b: { name: string; paternal_surname: string; maternal_surname: string },
): number {
  return spanish.compare(fullName(a), fullName(b));
}
