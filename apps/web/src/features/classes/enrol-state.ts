import { MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import { classStatusLabel, isFull, STUDENT_ENROLMENT_STATUS } from '@portal/domain/rules';

export type EnrolBlock = 'enrolled' | 'unregistered' | 'limit' | 'closed' | 'full';

export interface EnrolState {
  canEnrol: boolean;
  block: EnrolBlock | null;
  /** The button's visible text. */
  label: string;
  /** Why it cannot be pressed (tooltip and description), or null. */
  reason: string | null;
}

export interface Enrolments {
  /** The signed-in student has a student profile. */
  registered: boolean;
  /** Classes the student is already in (enrolled or proposed). */
  classIds: readonly number[];
}

export const ENROL_REASONS = {
  enrolled: 'Ya estás inscrito en esta clase.',
  unregistered: 'Debes estar registrado como estudiante para inscribirte a una clase.',
  limit: `Has alcanzado el máximo de ${MAX_ENROLMENTS_PER_STUDENT} inscripciones.`,
  full: 'La clase ya no tiene lugares disponibles.',
} as const;

export function closedReason(status: string): string {
  return `Solo puedes inscribirte en clases pendientes; esta clase está ${classStatusLabel(status).toLowerCase()}.`;
}

/**
 * Whether the student may enrol in a class, and if not, why — in the order a student cares about:
 * already in it; no profile; the 2-enrolment limit (which disables every other button, docs/rules.md R40);
 * the class no longer pending; the class full. The server applies the same rules.
 */
export function enrolState(
  cls: { id_class: number; status: string; enrrolled: number; max_students: number },
  me: Enrolments,
): EnrolState {
  if (me.classIds.includes(cls.id_class)) {
    return { canEnrol: false, block: 'enrolled', label: 'Inscrito', reason: ENROL_REASONS.enrolled };
  }
  if (!me.registered) {
    return { canEnrol: false, block: 'unregistered', label: 'Inscribirme', reason: ENROL_REASONS.unregistered };
  }
  if (me.classIds.length >= MAX_ENROLMENTS_PER_STUDENT) {
    return { canEnrol: false, block: 'limit', label: 'Inscribirme', reason: ENROL_REASONS.limit };
  }
  if (cls.status !== STUDENT_ENROLMENT_STATUS) {
    return { canEnrol: false, block: 'closed', label: 'Inscripción cerrada', reason: closedReason(cls.status) };
  }
  if (isFull({ enrolled: cls.enrrolled, max_students: cls.max_students })) {
    return { canEnrol: false, block: 'full', label: 'Clase llena', reason: ENROL_REASONS.full };
  }
  return { canEnrol: true, block: null, label: 'Inscribirme', reason: null };
}

/** A distinct accessible name per button: "Inscribirme en Cálculo Diferencial (clase 12)". */
export function enrolButtonName(state: EnrolState, subjectName: string, classId: number): string {
  const target = `${subjectName} (clase ${classId})`;
  return state.label === 'Inscribirme' ? `Inscribirme en ${target}` : `${state.label}: ${target}`;
}
