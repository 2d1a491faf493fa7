import { DomainError, type ErrorKey } from '../errors.ts';
import { rosterLockedMessage } from './class-status.ts';
import {
  holdMessage,
  type EnrolmentBlock,
  type EnrolmentMode,
  type EnrolmentRefusal,
} from './enrolment-eligibility.ts';
import { clashMessage } from './schedule-clash.ts';

/**
 * What the API answers for each refusal of the enrolment rule, worded for who asked: a student about
 * themselves, an admin about the student they picked. Kept apart from the rule so that the web's
 * buttons, which only need the rule, do not ship every error message. A new case adds its block here.
 */
const REFUSAL_KEYS: Record<
  'student' | 'admin',
  Record<Exclude<EnrolmentBlock, 'clash' | 'closed' | 'hold'>, ErrorKey>
> = {
  student: {
    enrolled: 'alreadyEnrolled',
    unregistered: 'studentNotFound',
    limit: 'enrolmentLimit',
    especial: 'especialOnly',
    otherCareer: 'convalidationRequired',
    full: 'classFull',
    mobilityFull: 'mobilityFull',
  },
  admin: {
    enrolled: 'studentAlreadyEnrolled',
    unregistered: 'selectedStudentNotFound',
    limit: 'studentEnrolmentLimit',
    especial: 'studentEspecialOnly',
    otherCareer: 'studentConvalidationRequired',
    full: 'classFull',
    mobilityFull: 'mobilityFull',
  },
};

/** The DomainError of a refusal (`status`: the class's, which a closed roster names). */
export function enrolmentRefusalError(
  refusal: EnrolmentRefusal,
  mode: Exclude<EnrolmentMode, 'mobility'>,
  status: string,
): DomainError {
  if (refusal.block === 'hold')
    return new DomainError('studentHeld', { message: holdMessage(refusal.reason ?? '', mode) });
  if (refusal.block === 'clash') return new DomainError('scheduleClash', { message: clashMessage(refusal.clash!) });
  if (refusal.block === 'closed') {
    return mode === 'student'
      ? new DomainError('classNotOpen')
      : new DomainError('rosterLocked', { message: rosterLockedMessage(status) });
  }
  return new DomainError(REFUSAL_KEYS[mode][refusal.block]);
}
