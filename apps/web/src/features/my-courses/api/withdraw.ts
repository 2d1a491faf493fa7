import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** DELETE /classes/{id}/enrollment: the signed-in student leaves a pending class (issue 15). */
export const withdraw = (classId: number) => api.delete<void>(`/classes/${classId}/enrollment`);

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
