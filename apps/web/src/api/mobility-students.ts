import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MobilityStudent, MobilityStudentInput, MobilityStudentsResponse } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/** Students from other institutes in a class; under ['classes'] like every view of a class. */
export const mobilityKeys = {
  ofClass: (classId: number) => [...classKeys.all, 'mobility', classId] as const,
};

/** GET /classes/{id}/mobility-students (staff). */
export const useMobilityStudents = (classId: number) =>
  useQuery({
    queryKey: mobilityKeys.ofClass(classId),
    queryFn: ({ signal }) =>
      api.get<MobilityStudentsResponse>(`/classes/${classId}/mobility-students`, undefined, { signal }),
  });

/** POST /classes/{id}/mobility-students (admins). */
export function useAddMobilityStudent(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MobilityStudentInput) =>
      api.post<MobilityStudent>(`/classes/${classId}/mobility-students`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}
