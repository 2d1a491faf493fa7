export const CLASS_STATUSES = ['pendiente', 'aprobado', 'rechazado', 'active', 'cancelled'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

export function isClassStatus(value: unknown): value is ClassStatus {
  return typeof value === 'string' && (CLASS_STATUSES as readonly string[]).includes(value);
}

/**
 * One grammatical gender everywhere: a badge speaks of "la clase" (docs/rules.md REV-1 allows "Aprobada" and
 * "Rechazada"; "Activa" and "Cancelada" are only feminine), so every screen reads the same word.
 */
const LABELS: Record<ClassStatus, { label: string; tooltip: string | null }> = {
  pendiente: { label: 'Pendiente', tooltip: 'Aún se está validando su apertura.' },
  aprobado: { label: 'Aprobada', tooltip: 'Aprobada para su apertura en verano.' },
  rechazado: { label: 'Rechazada', tooltip: 'Rechazada por motivos administrativos.' },
  active: { label: 'Activa', tooltip: null },
  cancelled: { label: 'Cancelada', tooltip: null },
};

export const UNKNOWN_STATUS_LABEL = 'Desconocido';

/** The badge text of a status (docs/rules.md REV-1); anything unknown is "Desconocido". */
export function classStatusLabel(status: unknown): string {
  return isClassStatus(status) ? LABELS[status].label : UNKNOWN_STATUS_LABEL;
}

export function classStatusTooltip(status: unknown): string | null {
  return isClassStatus(status) ? LABELS[status].tooltip : null;
}

/** Statuses an admin may move a class to, and only from `pendiente`. */
export const REVIEW_TARGETS = ['aprobado', 'rechazado'] as const;
export type ReviewTarget = (typeof REVIEW_TARGETS)[number];

export function canReview(current: string): boolean {
  return current === 'pendiente';
}

/**
 * How a staff message names a class's current status: by the badge it shows («Aprobada»), never by the stored
 * word ("aprobado"), which a person reads as jargon.
 */
export function statusInWords(status: string): string {
  return `esta clase está «${classStatusLabel(status)}»`;
}

/** Why a review (or an admin's status change) is refused: the class is no longer pending. */
export function reviewRefusedMessage(current: string): string {
  return `Solo se puede aprobar o rechazar una clase pendiente; ${statusInWords(current)}.`;
}

/**
 * The text kept in the status history for a review: for a rejection its reason (the comment when no
 * reason is given), for an approval its comment. Blank texts count as none.
 */
export function reviewNote(
  target: ReviewTarget,
  body: { comment?: string | null; reason?: string | null } | null | undefined,
): string | null {
  const comment = body?.comment?.trim() || null;
  const reason = body?.reason?.trim() || null;
  return target === 'rechazado' ? (reason ?? comment) : (comment ?? reason);
}

/** The only status in which students enrol themselves. */
export const STUDENT_ENROLMENT_STATUS: ClassStatus = 'pendiente';

/** A student may enrol only while the class is pending and not full. */
export function isOpenForStudentEnrolment(cls: { status: string; enrolled: number; max_students: number }): boolean {
  return cls.status === STUDENT_ENROLMENT_STATUS && !isFull(cls);
}

export function isFull(cls: { enrolled: number; max_students: number }): boolean {
  return cls.enrolled >= cls.max_students;
}

/** Statuses in which an admin may not enrol or remove students (docs/rules.md INS-2). */
export const ROSTER_LOCKED_STATUSES: readonly ClassStatus[] = ['aprobado', 'rechazado', 'cancelled'];

/** Statuses in which an admin may enrol or remove students: all the others. */
export const ADMIN_ROSTER_STATUSES: readonly ClassStatus[] = CLASS_STATUSES.filter(
  (s) => !ROSTER_LOCKED_STATUSES.includes(s),
);

export function isRosterLocked(status: string): boolean {
  return (ROSTER_LOCKED_STATUSES as readonly string[]).includes(status);
}

export function rosterLockedMessage(status: string): string {
  return `La inscripción y eliminación de estudiantes no está permitida para clases en estado "${status}".`;
}

/** Why the seats or the timetable of a class in this status cannot change (only pending or active ones). */
export function classSetupLockedMessage(status: string): string {
  return `El cupo y el horario solo se cambian en clases pendientes o en curso; ${statusInWords(status)}.`;
}

/** Why the seats cannot go below the students a class already has. */
export function capacityBelowEnrolledMessage(enrolled: number): string {
  return `El cupo no puede ser menor que el número de inscritos (${enrolled}).`;
}

/** On a class update, any status other than pendiente, aprobado or rechazado becomes pendiente. */
export function coerceUpdatedStatus(status: unknown): 'pendiente' | 'aprobado' | 'rechazado' {
  return status === 'aprobado' || status === 'rechazado' ? status : 'pendiente';
}

export type AdminStatusChange =
  | { kind: 'unchanged' }
  | { kind: 'change'; to: 'pendiente' | 'aprobado' | 'rechazado' }
  | { kind: 'refused'; message: string };

/**
 * What an admin's class update (`PATCH /classes/{id}/class`) does to the status. Sending the
 * current status changes nothing; any other value is coerced (docs/rules.md REV-5). A pending class may be
 * approved or rejected, any class may be sent back to review (pendiente), but an approved or
 * rejected class is never flipped directly: that would be a review of a class that is not pending.
 */
export function adminStatusChange(current: string, requested: unknown): AdminStatusChange {
  if (requested === current) return { kind: 'unchanged' };
  const to = coerceUpdatedStatus(requested);
  if (to === current) return { kind: 'unchanged' };
  if (to === 'pendiente' || canReview(current)) return { kind: 'change', to };
  return { kind: 'refused', message: reviewRefusedMessage(current) };
}

/**
 * The card percentage of docs/rules.md DAT-4: |enrolled% − 100|, i.e. the share of seats still free;
 * 0 when max_students is 0.
 */
export function fillPercentage(enrolled: number, maxStudents: number): number {
  if (maxStudents <= 0) return 0;
  return Math.round(Math.abs((enrolled / maxStudents) * 100 - 100));
}

/** The share of seats taken, 0–100 (a roster's fill bar); 0 when max_students is 0. */
export function seatsTakenPercentage(enrolled: number, maxStudents: number): number {
  if (maxStudents <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((enrolled / maxStudents) * 100)));
}
