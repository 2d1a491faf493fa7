import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyInterests, Subject, SubjectInterest } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';

/** «Me interesa» (docs/rules.md DEM): the student's marks, a subject's count, and the subject search. */
export const interestKeys = {
  all: ['interests'] as const,
  mine: (studentId: number | null) => ['interests', 'mine', studentId] as const,
  subject: (subjectId: number | null) => ['interests', 'subject', subjectId] as const,
  search: (name: string) => ['interests', 'search', name] as const,
};

export const useMyInterests = (studentId: number | null | undefined) =>
  useQuery(
    queryOptions({
      queryKey: interestKeys.mine(studentId ?? null),
      queryFn: ({ signal }) => api.get<MyInterests>('/interests/mine', undefined, { signal }),
      enabled: typeof studentId === 'number' && studentId > 0,
    }),
  );

/** How many marked a subject this summer: what the proposer of a class for it reads. */
export const useSubjectInterest = (subjectId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: interestKeys.subject(subjectId),
      queryFn: ({ signal }) => api.get<SubjectInterest>(`/subjects/${subjectId}/interest`, undefined, { signal }),
      enabled: typeof subjectId === 'number' && subjectId > 0,
    }),
  );

/** Subjects a summer class may be made of, by name (accents do not matter). */
export const useSubjectSearch = (name: string) =>
  useQuery(
    queryOptions({
      queryKey: interestKeys.search(name),
      queryFn: async ({ signal }) =>
        (await api.get<{ data: Subject[] }>('/subjects', { name, pageSize: 8 }, { signal })).data,
      enabled: name.trim().length >= 2,
    }),
  );

/** Mark or withdraw; the answer is the student's marks as they are now. */
export function useInterestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subjectId, action }: { subjectId: number; action: 'mark' | 'withdraw' }) =>
      action === 'mark'
        ? api.post<MyInterests>(`/subjects/${subjectId}/interest`, {})
        : api.delete<MyInterests>(`/subjects/${subjectId}/interest`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: interestKeys.all }),
  });
}
