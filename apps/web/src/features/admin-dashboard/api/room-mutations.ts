import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Room, RoomBody } from '@portal/domain/schemas';
import { api, apiDownload, ApiError, type DownloadedFile } from '../../../lib/api-client.ts';
import { ROOMS_KEY } from './get-rooms.ts';

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

/** The bad lines of a refused import ("Línea 3: …"), each on its own; null for any other failure. */
export function importProblems(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const message = (error.body as { message?: unknown } | undefined)?.message;
  if (Array.isArray(message)) return message.map(String);
  return typeof message === 'string' ? [message] : null;
}

/** Creating, importing or deleting rooms changes the room list (and nothing about classes). */
function useRoomsMutation<TVars, TData>(fn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
  });
}

export const useCreateRoom = () => useRoomsMutation(createRoom);
export const useDeleteRoom = () => useRoomsMutation(deleteRoom);
export const useImportRooms = () => useRoomsMutation(importRooms);
