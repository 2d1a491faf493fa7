import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewResult } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** POST /classes/{id}/status/active | cancelled (admins, issue 15); a cancellation carries its reason. */
export function useChangeStatus(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, reason }: { target: 'active' | 'cancelled'; reason?: string }) =>
      api.post<ReviewResult>(`/classes/${classId}/status/${target}`, target === 'cancelled' ? { reason } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
