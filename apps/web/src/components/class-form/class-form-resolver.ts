import type { FieldErrors, Resolver } from 'react-hook-form';
import { classFormProblems } from '@portal/domain/rules';
import {
  responsibleStudentProblem,
  toClassFormInput,
  type ClassFormMode,
  type ClassFormValues,
} from './class-form-values.ts';

/** Which input a class-form problem points at (the key is read-only: the subject is what to fix). */
const PROBLEM_FIELD: Record<string, keyof ClassFormValues> = {
  subjectId: 'subjectId',
  clave: 'subjectId',
  period: 'period',
  shift: 'startTime',
  startTime: 'startTime',
  endTime: 'endTime',
  schedule: 'dayIds',
  whatsappLink: 'whatsappLink',
};

/**
 * The class form's validation for react-hook-form: the domain's rules (`classFormProblems`, the same
 * the API applies) and the admin's responsible student id, every problem at once, each under its
 * field (the first one of a field wins). A form with problems is never sent.
 */
export function classFormResolver(mode: ClassFormMode): Resolver<ClassFormValues> {
  return async (values) => {
    const errors: FieldErrors<ClassFormValues> = {};
    for (const problem of classFormProblems(toClassFormInput(values, mode))) {
      const field = PROBLEM_FIELD[problem.field] ?? 'subjectId';
      errors[field] ??= { type: problem.kind, message: problem.message };
    }
    const responsible = responsibleStudentProblem(values, mode);
    if (responsible) errors.responsibleStudentId = { type: 'validate', message: responsible };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
