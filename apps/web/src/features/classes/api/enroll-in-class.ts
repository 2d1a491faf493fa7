import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentResult } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** POST /classes/enrollStudent (docs/architecture.md, API calls): the signed-in student enrols themselves. */
export interface EnrollRequest {
  classId: number;
  student: { studentId: number; controlNumber: string; studentPhone: string };
}

export const enrollInClass = (body: EnrollRequest) => api.post<EnrolmentResult>('/classes/enrollStudent', body);

/** Enrols; the class lists and the student's own classes change either way (a refusal may mean it filled up). */
export function useEnrollInClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollInClass,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
