import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentWaitlists, WaitlistJoinResult } from '@portal/domain/schemas';
import { api } from './api-client.ts';

/**
 * The signed-in student's waitlists (issue 16): GET /classes/student/waitlists, with the place in
 * line. Read by the class browser (join or leave) and by "Mis Cursos" (the place shown).
 */
export const myWaitlistsQueryOptions = (studentId: number | null | undefined) =>
  queryOptions({
    queryKey: ['classes', 'waitlists', studentId ?? null],
    queryFn: ({ signal }) => api.get<StudentWaitlists>('/classes/student/waitlists', undefined, { signal }),
    enabled: typeof studentId === 'number' && studentId > 0,
  });

export const useMyWaitlists = (studentId: number | null | undefined) => useQuery(myWaitlistsQueryOptions(studentId));

export const joinWaitlist = (classId: number) => api.post<WaitlistJoinResult>(`/classes/${classId}/waitlist`, {});
export const leaveWaitlist = (classId: number) => api.delete<void>(`/classes/${classId}/waitlist`);

/** Join or leave; every class list and the student's own lists change either way. */
export function useWaitlistAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      classId,
      action,
    }: {
      classId: number;
      action: 'join' | 'leave';
    }): Promise<WaitlistJoinResult | null> => {
      if (action === 'join') return joinWaitlist(classId);
      await leaveWaitlist(classId);
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
