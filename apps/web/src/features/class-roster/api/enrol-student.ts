import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentResult, StudentListItem } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** POST /classes/enrollStudent (docs/architecture.md, API calls) as an admin: body classId and student (studentId, controlNumber, studentPhone). */
export const enrolStudent = ({ classId, student }: { classId: number; student: StudentListItem }) =>
  api.post<EnrolmentResult>('/classes/enrollStudent', {
    classId,
    student: { studentId: student.id_student, controlNumber: student.control_number, studentPhone: student.phone },
  });

export function useEnrolStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolStudent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
