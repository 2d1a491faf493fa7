import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherApplication } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** Beyond the spec: an admin accepts or declines an application. */
export function reviewApplication(id: number, accepted: boolean): Promise<TeacherApplication> {
  return api.patch<TeacherApplication>(`/teachers/applications/${id}`, { accepted });
}

export function useReviewApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accepted: boolean) => reviewApplication(id, accepted),
    onSuccess: async (updated) => {
      queryClient.setQueryData(['teacher-applications', 'detail', id], updated);
      await queryClient.invalidateQueries({ queryKey: ['teacher-applications', 'list'] });
    },
  });
}
