import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Convalidation, Hold } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/**
 * What a student may take: their holds and their convalidation requests (docs/rules.md ELE). Under
 * ['classes'], so that any change to a class (an enrolment, a request) refreshes them too.
 */
export const eligibilityKeys = {
  holds: (studentId: number | null) => [...classKeys.all, 'holds', studentId] as const,
  myConvalidations: (studentId: number | null) => [...classKeys.all, 'convalidations', 'mine', studentId] as const,
};

const enabledFor = (studentId: number | null | undefined) => typeof studentId === 'number' && studentId > 0;

/** GET /students/{id}/holds: the student's holds not lifted. */
export const useHolds = (studentId: number | null | undefined) =>
  useQuery(
    queryOptions({
      queryKey: eligibilityKeys.holds(studentId ?? null),
      queryFn: ({ signal }) => api.get<Hold[]>(`/students/${studentId}/holds`, undefined, { signal }),
      enabled: enabledFor(studentId),
    }),
  );

/** GET /convalidations as the student: their own requests. */
export const useMyConvalidations = (studentId: number | null | undefined) =>
  useQuery(
    queryOptions({
      queryKey: eligibilityKeys.myConvalidations(studentId ?? null),
      queryFn: ({ signal }) => api.get<Convalidation[]>('/convalidations', undefined, { signal }),
      enabled: enabledFor(studentId),
    }),
  );
