import { normalizeSearchText } from '@portal/domain/rules';
import type { Prng } from '@portal/domain/prng';

/** The generator's shares and picks: class statuses by year, days, reasons, fill, and the text helpers. */

export type Status = 'pendiente' | 'aprobado' | 'rechazado' | 'active' | 'cancelled';

/** Status shares of a past academic year and of the current one (proposals still pending). */
export const PAST_STATUSES: [Status, number][] = [
  ['aprobado', 0.12],
  ['active', 0.08],
  ['rechazado', 0.45],
  ['cancelled', 0.15],
  ['pendiente', 0.2],
];
export const CURRENT_STATUSES: [Status, number][] = [
  ['pendiente', 0.6],
  ['aprobado', 0.08],
  ['active', 0.02],
  ['rechazado', 0.25],
  ['cancelled', 0.05],
];
export const DAY_PATTERNS = [[1, 3, 5], [2, 4], [1, 2, 3, 4, 5], [1, 3], [2, 4, 5], [5], [1, 2, 3, 4]];
export const REASONS = [
  'Muchos estudiantes reprobaron la materia en el semestre y necesitan regularizarse.',
  'La materia es requisito para la residencia profesional.',
  'Queremos adelantar créditos para terminar la carrera a tiempo.',
  'No se abrió en el semestre y la necesitamos para avanzar en la retícula.',
  null,
];

export function weighted<T>(rnd: Prng, choices: [T, number][]): T {
  let r = rnd.next();
  for (const [value, share] of choices) {
    r -= share;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** How many students a class of this status usually has: approved ones fill up, proposals stay small. */
export function usualFill(rnd: Prng, status: Status): number {
  switch (status) {
    case 'aprobado':
    case 'active':
      return rnd.int(15, 30);
    case 'cancelled':
      return rnd.int(1, 8);
    case 'rechazado':
      return rnd.next() < 0.7 ? 0 : rnd.int(1, 4);
    case 'pendiente':
      return rnd.next() < 0.55 ? 0 : rnd.int(1, 8);
  }
}

export function slug(s: string): string {
  return normalizeSearchText(s)
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

export const iso = (ms: number) => new Date(ms).toISOString();
