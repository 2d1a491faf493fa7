import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MobilityStudent, MobilityStudentsResponse } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

export interface MobilityStudentInput {
  name: string;
  paternalSurname: string;
  maternalSurname: string;
  institute: string;
  email: string;
  phone: string;
  controlNumber: string;
}

/** GET /classes/{id}/mobility-students (staff, issue 15). */
export const useMobilityStudents = (classId: number) =>
  useQuery({
    queryKey: ['classes', 'mobility', classId],
    queryFn: ({ signal }) =>
      api.get<MobilityStudentsResponse>(`/classes/${classId}/mobility-students`, undefined, { signal }),
  });

/** POST /classes/{id}/mobility-students (admins). */
export function useAddMobilityStudent(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MobilityStudentInput) =>
      api.post<MobilityStudent>(`/classes/${classId}/mobility-students`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
