import { useMutation } from '@tanstack/react-query';
import type { ClassDetail, CreateClassBody, UpdateClassBody } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { useInvalidateClasses } from './classes.ts';

/**
 * The writes of the classes resource that students and administrators both make: creating a class and
 * its WhatsApp link. Apart from api/classes.ts so the pages that only read classes do not load them.
 */

/** POST /classes: answers the created class. */
export const createClass = (body: CreateClassBody) => api.post<ClassDetail>('/classes', body);

export function useCreateClass() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: createClass, onSuccess: invalidate });
}

/**
 * PATCH /classes/{id}/class with the class's WhatsApp link. The body carries the current status as the
 * spec's client does; the API ignores a student's status.
 */
export const updateWhatsappLink = ({ classId, ...body }: { classId: number } & Required<UpdateClassBody>) =>
  api.patch<unknown>(`/classes/${classId}/class`, body);

export function useUpdateWhatsappLink() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: updateWhatsappLink, onSuccess: invalidate });
}
