import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentWaitlists, WaitlistJoinResult } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/** Waitlists; under ['classes'] so that any change to a class refreshes them. */
export const waitlistKeys = {
  /** GET /classes/{id}/waitlist: who waits for a seat in one class, in order (WaitlistRoster). */
  ofClass: (classId: number) => [...classKeys.all, 'waitlist', classId] as const,
  /** GET /classes/student/waitlists: the signed-in student's waitlists with the place in line. */
  mine: (studentId: number | null) => [...classKeys.all, 'waitlists', studentId] as const,
};

/** GET /classes/student/waitlists: the signed-in student's waitlists with the place in line. */
export const getMyWaitlists = (signal?: AbortSignal) =>
  api.get<StudentWaitlists>('/classes/student/waitlists', undefined, { signal });

/** Read by the class browser (join or leave) and by "Mis Cursos" (the place shown). */
export const myWaitlistsQueryOptions = (studentId: number | null | undefined) =>
  queryOptions({
    queryKey: waitlistKeys.mine(studentId ?? null),
    queryFn: ({ signal }) => getMyWaitlists(signal),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}
