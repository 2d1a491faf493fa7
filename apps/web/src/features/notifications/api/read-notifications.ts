import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /notifications/{id}/read, or /notifications/read-all without an id. */
export function readNotifications(id: number | 'all'): Promise<unknown> {
  return api.post(id === 'all' ? '/notifications/read-all' : `/notifications/${id}/read`);
}

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
