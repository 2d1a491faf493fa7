import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassRoomBody, ClassRoomResponse } from '@portal/domain/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { ROOMS_KEY } from './get-rooms.ts';

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
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
      ]),
  });
}
