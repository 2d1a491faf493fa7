import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROSTER_STATUSES,
  adminStatusChange,
  canReview,
  classStatusLabel,
  classStatusTooltip,
  coerceUpdatedStatus,
  fillPercentage,
  seatsTakenPercentage,
  isFull,
  isOpenForStudentEnrolment,
  isRosterLocked,
  reviewNote,
  reviewRefusedMessage,
  rosterLockedMessage,
} from './class-status.ts';

describe('class status labels, all of one gender ("la clase")', () => {
  it.each([
    ['pendiente', 'Pendiente'],
    ['aprobado', 'Aprobada'],
    ['rechazado', 'Rechazada'],
    ['active', 'Activa'],
    ['cancelled', 'Cancelada'],
    ['abierto', 'Desconocido'],
    [null, 'Desconocido'],
  ])('%s → %s', (status, label) => {
    expect(classStatusLabel(status)).toBe(label);
  });

  it('explains the first three statuses in a tooltip', () => {
    expect(classStatusTooltip('pendiente')).toBe('Aún se está validando su apertura.');
    expect(classStatusTooltip('aprobado')).toBe('Aprobada para su apertura en verano.');
    expect(classStatusTooltip('rechazado')).toBe('Rechazada por motivos administrativos.');
    expect(classStatusTooltip('active')).toBeNull();
    expect(classStatusTooltip('x')).toBeNull();
  });
});

describe('fill percentage', () => {
  it('is |enrolled% − 100|, rounded', () => {
    expect(fillPercentage(0, 30)).toBe(100);
    expect(fillPercentage(15, 30)).toBe(50);
    expect(fillPercentage(30, 30)).toBe(0);
    expect(fillPercentage(10, 30)).toBe(67);
    expect(fillPercentage(35, 30)).toBe(17);
  });
  it('is 0 when max_students is 0', () => {
    expect(fillPercentage(5, 0)).toBe(0);
  });
});

describe('enrolment windows', () => {
  it('lets students enrol only while pending and not full', () => {
    expect(isOpenForStudentEnrolment({ status: 'pendiente', enrolled: 29, max_students: 30 })).toBe(true);
    expect(isOpenForStudentEnrolment({ status: 'pendiente', enrolled: 30, max_students: 30 })).toBe(false);
    expect(isOpenForStudentEnrolment({ status: 'aprobado', enrolled: 0, max_students: 30 })).toBe(false);
    expect(isFull({ enrolled: 31, max_students: 30 })).toBe(true);
  });

  it('locks the roster for admins when aprobado, rechazado or cancelled', () => {
    expect(['aprobado', 'rechazado', 'cancelled'].every(isRosterLocked)).toBe(true);
    expect(isRosterLocked('pendiente')).toBe(false);
    expect(isRosterLocked('active')).toBe(false);
    expect(ADMIN_ROSTER_STATUSES).toEqual(['pendiente', 'active']);
    expect(rosterLockedMessage('aprobado')).toBe(
      'La inscripción y eliminación de estudiantes no está permitida para clases en estado "aprobado".',
    );
  });
});

describe('reviews and status updates', () => {
  it('reviews only pending classes, to aprobado or rechazado', () => {
    expect(canReview('pendiente')).toBe(true);
    expect(canReview('aprobado')).toBe(false);
    expect(reviewRefusedMessage('rechazado')).toBe(
      'Solo se puede aprobar o rechazar una clase pendiente; esta clase está «Rechazada».',
    );
  });

  it('keeps the rejection reason, or the approval comment', () => {
    expect(reviewNote('rechazado', { reason: ' Sin docente ', comment: 'x' })).toBe('Sin docente');
    expect(reviewNote('rechazado', { comment: 'Sin docente' })).toBe('Sin docente');
    expect(reviewNote('aprobado', { comment: 'Adelante', reason: 'x' })).toBe('Adelante');
    expect(reviewNote('aprobado', { comment: '   ' })).toBeNull();
    expect(reviewNote('aprobado', undefined)).toBeNull();
    expect(reviewNote('rechazado', null)).toBeNull();
  });

  it('coerces any other status to pendiente on update', () => {
    expect(coerceUpdatedStatus('aprobado')).toBe('aprobado');
    expect(coerceUpdatedStatus('rechazado')).toBe('rechazado');
    for (const s of ['pendiente', 'active', 'cancelled', 'APROBADO', '', null, 3]) {
      expect(coerceUpdatedStatus(s)).toBe('pendiente');
    }
  });

  it('decides what an admin update does to the status', () => {
    expect(adminStatusChange('active', 'active')).toEqual({ kind: 'unchanged' });
    expect(adminStatusChange('pendiente', 'cancelled')).toEqual({ kind: 'unchanged' });
    expect(adminStatusChange('pendiente', 'aprobado')).toEqual({ kind: 'change', to: 'aprobado' });
    expect(adminStatusChange('pendiente', 'rechazado')).toEqual({ kind: 'change', to: 'rechazado' });
    expect(adminStatusChange('aprobado', 'pendiente')).toEqual({ kind: 'change', to: 'pendiente' });
    expect(adminStatusChange('cancelled', 'active')).toEqual({ kind: 'change', to: 'pendiente' });
    expect(adminStatusChange('aprobado', 'rechazado')).toEqual({
      kind: 'refused',
      message: reviewRefusedMessage('aprobado'),
    });
    expect(adminStatusChange('active', 'aprobado').kind).toBe('refused');
  });
});

describe('seats taken', () => {
  it('is the rounded share of seats taken, within 0–100', () => {
    expect(seatsTakenPercentage(11, 30)).toBe(37);
    expect(seatsTakenPercentage(30, 30)).toBe(100);
    expect(seatsTakenPercentage(35, 30)).toBe(100);
    expect(seatsTakenPercentage(0, 30)).toBe(0);
    expect(seatsTakenPercentage(5, 0)).toBe(0);
  });
});
