import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Convalidation } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/** POST /classes/{id}/convalidation: the student asks to take a subject of another career. */
export function useRequestConvalidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, reason }: { classId: number; reason: string }) =>
      api.post<Convalidation>(`/classes/${classId}/convalidation`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}
