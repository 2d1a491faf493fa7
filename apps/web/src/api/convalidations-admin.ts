import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Convalidation, ConvalidationStatus } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/** Convalidation requests as the administration sees them (docs/rules.md ELE-4). */
export const convalidationsAdminKeys = {
  all: ['convalidations'] as const,
  list: (status: ConvalidationStatus | null) => ['convalidations', status] as const,
};

/** GET /convalidations?status=: the requests of one status (null: all), newest first. */
export const useConvalidations = (status: ConvalidationStatus | null) =>
  useQuery({
    queryKey: convalidationsAdminKeys.list(status),
    queryFn: ({ signal }) => api.get<Convalidation[]>('/convalidations', { status: status ?? undefined }, { signal }),
    staleTime: 0,
  });

/** POST /convalidations/{id}/approve (reason optional) or /refuse (reason required). */
export function useDecideConvalidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'refuse'; reason: string }) =>
      api.post<Convalidation>(
        `/convalidations/${id}/${decision}`,
        decision === 'approve' && reason.trim() === '' ? {} : { reason },
      ),
    // Not awaited: the card's own callbacks run at once, before the refetch takes a decided request out of the list.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: convalidationsAdminKeys.all });
      void queryClient.invalidateQueries({ queryKey: classKeys.all });
    },
  });
}
