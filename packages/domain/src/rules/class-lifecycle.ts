import { CLASS_MAX_STUDENTS, CLASS_MIN_STUDENTS, CLASS_MOBILITY_SEATS } from '../constants.ts';
import { statusInWords, type ClassStatus } from './class-status.ts';

/**
 * The life of a class (docs/rules.md REV-7). An enrolment counts toward the
 * student's 2-class limit and the class's seats only while its class is neither rejected nor
 * cancelled: those statuses release every student at once, in the status change's transaction.
 */
export const RELEASED_STATUSES: readonly ClassStatus[] = ['rechazado', 'cancelled'];

export function isReleasedStatus(status: string): boolean {
  return (RELEASED_STATUSES as readonly string[]).includes(status);
}

/** Does an enrolment in a class of this status count toward the limit and the seats? */
export function enrolmentCounts(status: string): boolean {
  return !isReleasedStatus(status);
}

/** The classes of a student that still count (the others are history). */
export function countingClasses<T extends { status: string }>(classes: readonly T[]): T[] {
  return classes.filter((c) => enrolmentCounts(c.status));
}

/**
 * A student's classes of summer `period` (all when none is named; a class that names no summer is kept):
 * the two-class limit, the curso especial and the clash look only at the summer of the class in question.
 */
export function ofSummer<T extends { period?: number | null }>(classes: readonly T[], period?: number | null): T[] {
  return period == null ? [...classes] : classes.filter((c) => c.period == null || c.period === period);
}

export function releasedClasses<T extends { status: string }>(classes: readonly T[]): T[] {
  return classes.filter((c) => isReleasedStatus(c.status));
}

// ---- transitions --------------------------------------------------------------------------------

/** Every status an admin may ask for on POST /classes/{id}/status/{status}. */
export const STATUS_TARGETS = ['aprobado', 'rechazado', 'active', 'cancelled'] as const;
export type StatusTarget = (typeof STATUS_TARGETS)[number];

/** From which statuses each target may be reached. */
export const ALLOWED_FROM: Record<StatusTarget, readonly ClassStatus[]> = {
  aprobado: ['pendiente'],
  rechazado: ['pendiente'],
  active: ['aprobado'],
  cancelled: ['pendiente', 'aprobado', 'active'],
};

export function canMoveTo(current: string, target: StatusTarget): boolean {
  return (ALLOWED_FROM[target] as readonly string[]).includes(current);
}

export const TRANSITION_MESSAGES = {
  startRefused: (current: string) => `Solo se puede iniciar una clase aprobada; ${statusInWords(current)}.`,
  cancelRefused: (current: string) =>
    `Solo se puede cancelar una clase pendiente, aprobada o activa; ${statusInWords(current)}.`,
} as const;

// ---- quorum ----------------------------------------------------------------------------------------

/** Regular students still missing for the class to open (0 once the minimum is reached). */
export function missingForQuorum(enrolled: number, min: number = CLASS_MIN_STUDENTS): number {
  return Math.max(0, min - enrolled);
}

export function hasQuorum(enrolled: number, min: number = CLASS_MIN_STUDENTS): boolean {
  return missingForQuorum(enrolled, min) === 0;
}

/**
 * "Faltan 3 para abrir el grupo" until the minimum, then the free places; seats held by waitlist offers
 * (`held`, ESP-5) are free for nobody else, so they are not counted free and are said apart.
 */
export function quorumProgressText(cls: { enrolled: number; max_students: number; held?: number }): string {
  const missing = missingForQuorum(cls.enrolled);
  const held = cls.held ?? 0;
  const apart = held === 0 ? '' : ` · ${held === 1 ? '1 apartado' : `${held} apartados`} para la lista de espera`;
  if (missing > 0) return `Faltan ${missing} para abrir el grupo${apart}`;
  const free = Math.max(0, cls.max_students - cls.enrolled - held);
  const seats = free === 0 ? 'No quedan lugares' : free === 1 ? 'Queda 1 lugar' : `Quedan ${free} lugares`;
  return seats + apart;
}

/** The 409 of approving under the minimum without a written reason; both numbers in it. */
export function belowQuorumMessage(enrolled: number, min: number = CLASS_MIN_STUDENTS): string {
  return `La clase necesita al menos ${min} inscritos para aprobarse; tiene ${enrolled}. Para aprobarla de todos modos escribe la razón.`;
}

/** The history comment of an approval under the minimum. */
export function belowQuorumNote(enrolled: number, reason: string): string {
  return `Aprobada con ${enrolled} de ${CLASS_MIN_STUDENTS} inscritos mínimos. Razón: ${reason}`;
}

// ---- withdrawal ----------------------------------------------------------------------------------

export const WITHDRAWAL_STATUS: ClassStatus = 'pendiente';

export function canWithdraw(status: string): boolean {
  return status === WITHDRAWAL_STATUS;
}

/** The DomainError code of a refused withdrawal (its Spanish message says whom to contact). */
export function withdrawalRefusal(status: string): 'withdrawalReleased' | 'withdrawalNotPending' {
  return isReleasedStatus(status) ? 'withdrawalReleased' : 'withdrawalNotPending';
}

// ---- seats -----------------------------------------------------------------------------------------

export const SEAT_LIMITS = {
  regular: CLASS_MAX_STUDENTS,
  mobility: CLASS_MOBILITY_SEATS,
} as const;

export function mobilityClosedMessage(status: string): string {
  return `Solo se inscriben estudiantes de movilidad en clases pendientes o activas; ${statusInWords(status)}.`;
}
