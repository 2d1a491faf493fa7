import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignmentOptions, ClassRoomBody, ClassRoomResponse, Room, RoomBody } from '@portal/domain/schemas';
import { api, apiDownload, apiRequest, type DownloadedFile } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/** Rooms ("Asignar Salones"). Every room view lives under ['rooms', …]: a change to any room refreshes them all. */
export const roomKeys = {
  all: ['rooms'] as const,
  /** GET /rooms as the admin reads it: every room with how many classes use it ({ data: Room[] }). */
  adminList: () => ['rooms', 'admin-list'] as const,
};

/** GET /rooms: every room by building and name, with how many classes use it. */
export function getRooms(signal?: AbortSignal): Promise<{ data: Room[] }> {
  return api.get<{ data: Room[] }>('/rooms', undefined, { signal });
}

export const adminRoomsQueryOptions = () =>
  queryOptions({ queryKey: roomKeys.adminList(), queryFn: ({ signal }) => getRooms(signal) });

/** `enabled: false` waits (a closed dialog does not load the rooms yet). */
export const useAdminRooms = (enabled = true) => useQuery({ ...adminRoomsQueryOptions(), enabled });

/**
 * GET /classes/{id}/assignment-options: what each room and each busy teacher would meet if chosen for the class
 * (clash, too small), before anything is sent. Under ['classes', …]: any assignment refreshes it.
 */
export const useAssignmentOptions = (classId: number | null) =>
  useQuery({
    queryKey: [...classKeys.all, 'assignment-options', classId] as const,
    queryFn: ({ signal }) =>
      api.get<AssignmentOptions>(`/classes/${classId}/assignment-options`, undefined, { signal }),
    enabled: classId !== null,
  });

/** POST /rooms: a new room (the same name twice in a building: 409 with the server's message). */
export function createRoom(body: RoomBody): Promise<Room> {
  return api.post<Room>('/rooms', body);
}

/** DELETE /rooms/{id}: only a room no class has (409 otherwise). */
export function deleteRoom(roomId: number): Promise<void> {
  return api.delete<void>(`/rooms/${roomId}`);
}

/** POST /rooms/import: all the rooms of the CSV text, or none (400 with one message per bad line). */
export function importRooms(csv: string): Promise<{ imported: number; data: Room[] }> {
  return api.post<{ imported: number; data: Room[] }>('/rooms/import', { csv });
}

/** GET /rooms/template.csv: the file to fill in. */
export function downloadRoomsTemplate(): Promise<DownloadedFile> {
  return apiDownload('/rooms/template.csv', 'plantilla-salones.csv');
}

/** Creating, importing or deleting rooms changes the room list (and nothing about classes). */
function useRoomsMutation<TVars, TData>(fn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomKeys.all }),
  });
}

export const useCreateRoom = () => useRoomsMutation(createRoom);
export const useDeleteRoom = () => useRoomsMutation(deleteRoom);
export const useImportRooms = () => useRoomsMutation(importRooms);

export interface AssignRoomRequest extends ClassRoomBody {
  classId: number;
}

/**
 * PUT /classes/{id}/room. A 409 is either the refusal "… está ocupado por …" or the small-room
 * warning, which the admin may confirm by sending again with `confirmSmall: true`.
 */
export function assignRoom({ classId, ...body }: AssignRoomRequest): Promise<ClassRoomResponse> {
  return apiRequest<ClassRoomResponse>(`/classes/${classId}/room`, { method: 'PUT', body });
}

/** Assigning a room changes the class (its cards and details) and the rooms' class counts. */
export function useAssignRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRoom,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classKeys.all }),
        queryClient.invalidateQueries({ queryKey: roomKeys.all }),
      ]),
  });
}
