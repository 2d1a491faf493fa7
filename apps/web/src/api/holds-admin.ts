import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeldStudentHold, Hold } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/** Holds as the administration sees them (docs/rules.md ELE-5). */
export const holdsAdminKeys = { active: () => ['holds', 'active'] as const };

/** GET /holds: every hold in force, newest first, with whom it holds. */
export const useActiveHolds = () =>
  useQuery({
    queryKey: holdsAdminKeys.active(),
    queryFn: ({ signal }) => api.get<HeldStudentHold[]>('/holds', undefined, { signal }),
    staleTime: 0,
  });

function useHoldMutation<TVars, TData>(fn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Not awaited: the caller's own callbacks run at once, before the refetch unmounts a lifted hold's card.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: holdsAdminKeys.active() });
      // What a student may take is read under ['classes'] (api/eligibility.ts).
      void queryClient.invalidateQueries({ queryKey: classKeys.all });
    },
  });
}

/** POST /students/{id}/holds with its reason. */
export const usePlaceHold = () =>
  useHoldMutation(({ studentId, reason }: { studentId: number; reason: string }) =>
    api.post<Hold>(`/students/${studentId}/holds`, { reason }),
  );

/** DELETE /students/{id}/holds/{holdId}: the student may enrol again. */
export const useLiftHold = () =>
  useHoldMutation(({ studentId, holdId }: { studentId: number; holdId: number }) =>
    api.delete<void>(`/students/${studentId}/holds/${holdId}`),
  );
