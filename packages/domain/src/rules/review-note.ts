import { ERROR_MESSAGES } from '../errors.ts';
import type { ReviewTarget } from './class-status.ts';

/** What the note of a review must say (docs/rules.md REV-1). */
export const REVIEW_MESSAGES = {
  reasonRequired: 'Debes proporcionar una razón para rechazar la clase',
  belowQuorumReasonRequired: 'Escribe la razón para aprobar una clase con menos inscritos que el mínimo',
} as const;

/**
 * The note a decision needs: a rejection's reason, or why a class `missing` students short of the minimum
 * is approved; null when the note may stay empty.
 */
export function reviewNoteProblem(target: ReviewTarget, note: string, missing: number): string | null {
  if (note.trim() !== '') return null;
  if (target === 'rechazado') return REVIEW_MESSAGES.reasonRequired;
  return missing > 0 ? REVIEW_MESSAGES.belowQuorumReasonRequired : null;
}

/** A cancellation needs its written reason (the API refuses one without it, with the same message). */
export function cancelReasonProblem(reason: string | null | undefined): string | null {
  return reason?.trim() ? null : ERROR_MESSAGES.cancelReasonRequired;
}
