import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewTarget } from '@portal/domain/rules';
import type { ReviewResult } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

export interface ReviewRequest {
  classId: number;
  target: ReviewTarget;
  /** The approval comment (optional) or the rejection reason (required by the screen). */
  note: string;
  /** Approving under the minimum of students: the note is the required written reason (issue 15). */
  belowQuorum?: boolean;
}

/** POST /classes/{id}/status/{status}; the comment or reason travels in the optional body. */
export function reviewClass({ classId, target, note, belowQuorum }: ReviewRequest): Promise<ReviewResult> {
  const text = note.trim();
  const body =
    target === 'aprobado'
      ? belowQuorum
        ? { belowQuorumReason: text || null }
        : { comment: text || null }
      : { reason: text || null };
  return api.post<ReviewResult>(`/classes/${classId}/status/${target}`, body);
}

/** Approves or rejects a class; every class list and the overview figures are then out of date. */
export function useReviewClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewClass,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
