import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassItem } from '@portal/domain/schemas';
import { api } from './api-client.ts';

/** One class of GET /classes/student (mirrors `studentClassSchema` of the classes API). */
export type StudentClass = ClassItem & {
  group_leader: boolean;
  latest_review: { from_status: string; to_status: string; comment: string | null; changed_at: string } | null;
};

/**
 * GET /classes/student (spec §7): the signed-in student's classes — enrolled or proposed — with
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
