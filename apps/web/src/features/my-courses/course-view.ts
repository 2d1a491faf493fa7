import type { StudentClass } from '@portal/domain/schemas';

/** Why a rejected class was rejected — the reason of its latest review — or null. */
export function rejectionReason(cls: Pick<StudentClass, 'status' | 'latest_review'>): string | null {
  if (cls.status !== 'rechazado') return null;
  const review = cls.latest_review;
  if (!review || review.to_status !== 'rechazado') return null;
  return review.comment?.trim() || null;
}
