import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassTeacherBody, ClassTeacherResponse } from '@portal/domain/schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { TEACHERS_KEY } from './get-active-teachers.ts';

export interface AssignTeacherRequest extends ClassTeacherBody {
  classId: number;
}

/**
 * PUT /classes/{id}/teacher. A 409 is the refusal "El docente se empalma con …" (or a class that is no
 * longer approved or active); a 400, a teacher account that is no longer active.
 */
export function assignTeacher({ classId, staffId }: AssignTeacherRequest): Promise<ClassTeacherResponse> {
  return apiRequest<ClassTeacherResponse>(`/classes/${classId}/teacher`, { method: 'PUT', body: { staffId } });
}

/**
 * Assigning a teacher changes the class (its cards and details) and the teachers' class lists: the
 * picker's (['teachers', …]) and "Gestión de Profesores" (['teacher-management', …]).
 */
export function useAssignTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTeacher,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: TEACHERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['teacher-management'] }),
      ]),
  });
}
