import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** GET /notifications: the signed-in student's latest notifications and the unread count. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return api.get<NotificationsResponse>('/notifications', { limit: 30 }, { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => getNotifications(signal),
    // A light poll while the page is open, so news arrives without a reload.
    refetchInterval: 60_000,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
