import { describe, expect, it } from 'vitest';
import { rejectionReason, releaseInfo } from './course-view.ts';

const review = (to_status: string, comment: string | null) => ({
  from_status: 'pendiente',
  to_status,
  comment,
  changed_at: '2026-06-01T10:00:00.000Z',
  changed_by: { id_user: 1, name: 'Admin' },
});

describe('rejection reason', () => {
  it('is the comment of the review that rejected the class', () => {
    expect(rejectionReason({ status: 'rechazado', latest_review: review('rechazado', ' Sin docente ') })).toBe(
      'Sin docente',
    );
  });
  it('is absent for other statuses, approvals, blank comments and unreviewed classes', () => {
    expect(rejectionReason({ status: 'aprobado', latest_review: review('aprobado', 'Bien') })).toBeNull();
    expect(rejectionReason({ status: 'rechazado', latest_review: review('rechazado', '  ') })).toBeNull();
    expect(rejectionReason({ status: 'rechazado', latest_review: null })).toBeNull();
    expect(rejectionReason({ status: 'rechazado', latest_review: review('pendiente', 'x') })).toBeNull();
  });
});

describe('release info', () => {
  it('says rejected or cancelled, the reason and the date', () => {
    const info = releaseInfo({ status: 'cancelled', latest_review: review('cancelled', 'Sin salón') });
    expect(info).toMatchObject({ label: 'Cancelada', reason: 'Sin salón' });
    expect(info?.date).toContain('2026');
    expect(releaseInfo({ status: 'rechazado', latest_review: null })).toEqual({
      label: 'Rechazada',
      reason: null,
      date: null,
    });
    expect(releaseInfo({ status: 'aprobado', latest_review: null })).toBeNull();
  });
});
