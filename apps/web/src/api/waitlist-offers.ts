import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentResult } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/**
 * Accept or decline the place offered from a waitlist; the student's classes and lists change either way.
 * A module of its own: only the offer's box (loaded with the waitlists) needs it.
 */
export function useOfferAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      classId,
      action,
    }: {
      classId: number;
      action: 'accept' | 'decline';
    }): Promise<EnrolmentResult | null> => {
      if (action === 'accept') return api.post<EnrolmentResult>(`/classes/${classId}/waitlist/accept`, {});
      await api.post<void>(`/classes/${classId}/waitlist/decline`, {});
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}
