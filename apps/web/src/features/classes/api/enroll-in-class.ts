import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /classes/enrollStudent (spec §7): the signed-in student enrols themselves. */
export interface EnrollRequest {
  classId: number;
  student: { studentId: number; controlNumber: string; studentPhone: string };
}

export interface EnrollResult {
  message: string;
  id_class: number;
  /** True when the class was empty: the student is now its group leader. */
  group_leader: boolean;
  enrrolled: number;
  max_students: number;
}

export const enrollInClass = (body: EnrollRequest) => api.post<EnrollResult>('/classes/enrollStudent', body);

/** Enrols; the class lists and the student's own classes change either way (a refusal may mean it filled up). */
export function useEnrollInClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollInClass,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
