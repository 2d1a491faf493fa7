import type { StudentClass } from '@portal/domain/schemas';

/** Why a rejected class was rejected — the reason of its latest review — or null. */
export function rejectionReason(cls: Pick<StudentClass, 'status' | 'latest_review'>): string | null {
  if (cls.status !== 'rechazado') return null;
  const review = cls.latest_review;
  if (!review || review.to_status !== 'rechazado') return null;
  return review.comment?.trim() || null;
}

/** Why a class left the student's list: rejected or cancelled, with the reason and the date. */
export interface ReleaseInfo {
  /** "Rechazada" or "Cancelada". */
  label: string;
  reason: string | null;
  /** "12 de junio de 2026", or null when the change was not recorded. */
  date: string | null;
}

export function releaseInfo(cls: Pick<StudentClass, 'status' | 'latest_review'>): ReleaseInfo | null {
  if (cls.status !== 'rechazado' && cls.status !== 'cancelled') return null;
  const review = cls.latest_review?.to_status === cls.status ? cls.latest_review : null;
  return {
    label: cls.status === 'rechazado' ? 'Rechazada' : 'Cancelada',
    reason: review?.comment?.trim() || null,
    date: review ? new Date(review.changed_at).toLocaleDateString('es-MX', { dateStyle: 'long' }) : null,
  };
}

/** The note of an approval that the admin gave under the minimum of students, or null. */
export function approvalNote(cls: Pick<StudentClass, 'status' | 'latest_review'>): string | null {
  const review = cls.latest_review;
  if (!review || review.to_status !== 'aprobado') return null;
  return review.comment?.trim() || null;
}
