import { compareSpanish, type PersonName } from './person-name.ts';

/** How a name appears on a roster or an attendance list: surnames first ("Martínez Uc Ana Sofía"). */
export function rosterName(person: PersonName): string {
  return [person.paternal_surname, person.maternal_surname, person.name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** A copy in roster order: by surnames then given names, in Spanish; equal names keep their order. */
export function sortForRoster<T extends PersonName>(people: readonly T[]): T[] {
  return people
    .map((person) => ({ key: rosterName(person), person }))
    .sort((a, b) => compareSpanish(a.key, b.key))
    .map(({ person }) => person);
}

/**
 * A download's file name from its parts ("lista", the class key, the period): only ASCII letters,
 * digits and hyphens survive, so it is safe in a Content-Disposition header and on any disk.
 */
export function exportFileName(parts: readonly (string | number)[], extension: string): string {
  const safe = parts
    .map((p) =>
      String(p)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${safe || 'descarga'}.${extension}`;
}

/** The summer course runs from 26 June to 4 August: six class weeks. */
export const SUMMER_START = { month: 6, day: 26 } as const;
export const SUMMER_END = { month: 8, day: 4 } as const;

/** The class weeks of a period's summer course, each with its first and last day ("26/06", "02/07"). */
export function classWeeks(period: number): { label: string; from: string; to: string }[] {
  const start = Date.UTC(period, SUMMER_START.month - 1, SUMMER_START.day);
  const end = Date.UTC(period, SUMMER_END.month - 1, SUMMER_END.day);
  const day = 24 * 60 * 60 * 1000;
  const ddmm = (t: number) => {
    const d = new Date(t);
    return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const weeks: { label: string; from: string; to: string }[] = [];
  for (let t = start, n = 1; t <= end; t += 7 * day, n++) {
    weeks.push({ label: `Sem. ${n}`, from: ddmm(t), to: ddmm(Math.min(t + 6 * day, end)) });
  }
  return weeks;
}
