import type { EnrolmentKind } from './enrolment-eligibility.ts';

/**
 * An administrator corrects how a student takes a class's subject (docs/rules.md ELE-8): a curso especial
 * must stay the student's only class of that summer, so it is refused while they hold another that
 * counts; any other kind is always a correction that keeps the rule. The refusal's error key, or null.
 */
export function kindCorrectionProblem(kind: EnrolmentKind, otherCountingClasses: number): 'studentEspecialOnly' | null {
  return kind === 'especial' && otherCountingClasses > 0 ? 'studentEspecialOnly' : null;
}
