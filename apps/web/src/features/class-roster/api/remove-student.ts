import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemovalResult } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** DELETE /classes/{id}/student/{studentId} (admins; docs/architecture.md, API calls). */
export const removeStudent = ({ classId, studentId }: { classId: number; studentId: number }) =>
  api.delete<RemovalResult>(`/classes/${classId}/student/${studentId}`);

export function useRemoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStudent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
