import { isPastPeriod, periodName, type PeriodDates } from './calendar.ts';
import { dayMonth } from './institute-days.ts';

/**
 * Groups are published with their teacher and room (at least two weeks before classes start): from the
 * period's publication day, every approved class still missing either is a blocker the administrator
 * must clear. A started class (`active`) missing one is still a blocker; a past summer has none (its
 * classes only read), nor has a summer before its publication day.
 */

export type BlockerGap = 'teacher' | 'room';

export interface BlockerCandidate {
  classId: number;
  status: string;
  hasTeacher: boolean;
  hasRoom: boolean;
}

export interface PublicationBlocker {
  classId: number;
  missing: BlockerGap[];
  /** «Sin docente ni salón», «Sin docente», «Sin salón». */
  reason: string;
}

/** The statuses of a class that is published: approved, or already started. */
const PUBLISHED = new Set(['aprobado', 'active']);

const REASONS: Record<string, string> = {
  'teacher,room': 'Sin docente ni salón',
  teacher: 'Sin docente asignado',
  room: 'Sin salón asignado',
};

/** Whether blockers count on `today`: from the publication day until the summer is past. */
export const blockersDue = (p: PeriodDates, today: string) => today >= p.publication && !isPastPeriod(p, today);

/** The classes that block the period's publication on `today`, in the order given. */
export function publicationBlockers(
  p: PeriodDates,
  today: string,
  classes: readonly BlockerCandidate[],
): PublicationBlocker[] {
  if (!blockersDue(p, today)) return [];
  const out: PublicationBlocker[] = [];
  for (const c of classes) {
    if (!PUBLISHED.has(c.status)) continue;
    const missing: BlockerGap[] = [];
    if (!c.hasTeacher) missing.push('teacher');
    if (!c.hasRoom) missing.push('room');
    if (missing.length > 0) out.push({ classId: c.classId, missing, reason: REASONS[missing.join(',')]! });
  }
  return out;
}

/** What the dashboard says about the blockers of a period (`count` of them) on `today`. */
export function blockersSummary(p: PeriodDates & { year: number }, today: string, count: number): string {
  const name = periodName(p.year);
  if (isPastPeriod(p, today)) return `${name} ya concluyó: no hay pendientes de publicación.`;
  if (today < p.publication) {
    return `Los grupos de ${name} se publican el ${dayMonth(p.publication)}; desde ese día aquí aparecen las clases aprobadas sin docente o sin salón.`;
  }
  if (count === 0) return `Todas las clases aprobadas de ${name} tienen docente y salón.`;
  return count === 1
    ? `1 clase aprobada de ${name} no tiene docente o salón y los grupos ya se publicaron.`
    : `${count} clases aprobadas de ${name} no tienen docente o salón y los grupos ya se publicaron.`;
}
