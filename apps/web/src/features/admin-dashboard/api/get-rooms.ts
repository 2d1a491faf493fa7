import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** GET /rooms: every room by building and name, with how many classes use it ("Asignar Salones"). */
export function getRooms(signal?: AbortSignal): Promise<{ data: Room[] }> {
  return api.get<{ data: Room[] }>('/rooms', undefined, { signal });
}

/** Every query about rooms lives under ['rooms', …]: a change to any room refreshes them all. */
export const ROOMS_KEY = ['rooms'] as const;

export const adminRoomsQueryOptions = () =>
  queryOptions({
    queryKey: [...ROOMS_KEY, 'admin-list'],
    queryFn: ({ signal }) => getRooms(signal),
  });

/** `enabled: false` waits (a closed dialog does not load the rooms yet). */
export const useAdminRooms = (enabled = true) => useQuery({ ...adminRoomsQueryOptions(), enabled });
