import { classFormProblems, formRule, type FieldProblems } from '@portal/domain/rules';
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
 * The class form's rule: the domain's (`classFormProblems`, the same the API applies) on the values as the
 * inputs hold them, and the admin's responsible student id; every problem at once, each under its field
 * (the first one of a field wins).
 */
export function classFormRule(mode: ClassFormMode) {
  return formRule<ClassFormValues>((values) => {
    const problems: FieldProblems<ClassFormValues> = {};
    for (const problem of classFormProblems(toClassFormInput(values, mode))) {
      problems[PROBLEM_FIELD[problem.field] ?? 'subjectId'] ??= problem.message;
    }
    problems.responsibleStudentId = responsibleStudentProblem(values, mode);
    return problems;
  });
}
