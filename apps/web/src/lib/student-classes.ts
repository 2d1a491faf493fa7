import { queryOptions, useQuery } from '@tanstack/react-query';
import { enrolmentCounts } from '@portal/domain/rules';
import type { StudentClass } from '@portal/domain/schemas';
import { api } from './api-client.ts';

/**
 * GET /classes/student (docs/architecture.md, API calls): the signed-in student's classes — enrolled or proposed — with
 * subject, schedule, status, whether they lead it and its latest review. Several screens read it:
 * the enrolment limit, the create-class access and My courses.
 */
export const myClassesQueryOptions = (studentId: number | null | undefined) =>
  queryOptions({
    queryKey: ['classes', 'mine', studentId ?? null],
    queryFn: ({ signal }) => api.get<StudentClass[]>('/classes/student', undefined, { signal }),
    enabled: typeof studentId === 'number' && studentId > 0,
  });

export const useMyClasses = (studentId: number | null | undefined) => useQuery(myClassesQueryOptions(studentId));

/** The classes that count toward the 2-class limit: those neither rejected nor cancelled (the rest is history). */
export const countingOf = (classes: readonly StudentClass[] | undefined) =>
  (classes ?? []).filter((c) => enrolmentCounts(c.status));
