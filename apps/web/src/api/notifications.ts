import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';

/** The signed-in student's in-app notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** GET /notifications: the latest 30 and the unread count (NotificationsResponse). */
  latest: () => ['notifications', 'latest'] as const,
};

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) => api.get<NotificationsResponse>('/notifications', { limit: 30 }, { signal }),
    // A light poll while the page is open, so news arrives without a reload.
    refetchInterval: 60_000,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** POST /notifications/{id}/read, or /notifications/read-all without an id. */
export function readNotifications(id: number | 'all'): Promise<unknown> {
  return api.post(id === 'all' ? '/notifications/read-all' : `/notifications/${id}/read`);
}

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
