export const CLASS_STATUSES = ['pendiente', 'aprobado', 'rechazado', 'active', 'cancelled'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

export function isClassStatus(value: unknown): value is ClassStatus {
  return typeof value === 'string' && (CLASS_STATUSES as readonly string[]).includes(value);
}

const LABELS: Record<ClassStatus, { label: string; feminine: string; tooltip: string | null }> = {
  pendiente: { label: 'Pendiente', feminine: 'Pendiente', tooltip: 'Aún se está validando su apertura.' },
  aprobado: { label: 'Aprobado', feminine: 'Aprobada', tooltip: 'Aprobada para su apertura en verano.' },
  rechazado: { label: 'Rechazado', feminine: 'Rechazada', tooltip: 'Rechazada por motivos administrativos.' },
  active: { label: 'Activa', feminine: 'Activa', tooltip: null },
  cancelled: { label: 'Cancelada', feminine: 'Cancelada', tooltip: null },
};

export const UNKNOWN_STATUS_LABEL = 'Desconocido';

/** The badge text of a status (spec §4); anything unknown is "Desconocido". */
export function classStatusLabel(status: unknown, form: 'masculine' | 'feminine' = 'masculine'): string {
  if (!isClassStatus(status)) return UNKNOWN_STATUS_LABEL;
  return form === 'feminine' ? LABELS[status].feminine : LABELS[status].label;
}

export function classStatusTooltip(status: unknown): string | null {
  return isClassStatus(status) ? LABELS[status].tooltip : null;
}

/** Statuses an admin may move a class to, and only from `pendiente`. */
export const REVIEW_TARGETS = ['aprobado', 'rechazado'] as const;
export type ReviewTarget = (typeof REVIEW_TARGETS)[number];

export function canReview(current: ClassStatus): boolean {
  return current === 'pendiente';
}

/** A student may enrol only while the class is pending and not full. */
export function isOpenForStudentEnrolment(cls: { status: string; enrolled: number; max_students: number }): boolean {
  return cls.status === 'pendiente' && !isFull(cls);
}

export function isFull(cls: { enrolled: number; max_students: number }): boolean {
  return cls.enrolled >= cls.max_students;
}

/** Statuses in which an admin may not enrol or remove students (spec §4). */
export const ROSTER_LOCKED_STATUSES: readonly ClassStatus[] = ['aprobado', 'rechazado', 'cancelled'];

export function isRosterLocked(status: string): boolean {
  return (ROSTER_LOCKED_STATUSES as readonly string[]).includes(status);
}

export function rosterLockedMessage(status: string): string {
  return `La inscripción y eliminación de estudiantes no está permitida para clases en estado "${status}".`;
}

/** On a class update, any status other than pendiente, aprobado or rechazado becomes pendiente. */
export function coerceUpdatedStatus(status: unknown): 'pendiente' | 'aprobado' | 'rechazado' {
  return status === 'aprobado' || status === 'rechazado' ? status : 'pendiente';
}

/**
 * The card percentage of spec §4: |enrolled% − 100|, i.e. the share of seats still free;
 * 0 when max_students is 0.
 */
export function fillPercentage(enrolled: number, maxStudents: number): number {
  if (maxStudents <= 0) return 0;
  return Math.round(Math.abs((enrolled / maxStudents) * 100 - 100));
}
