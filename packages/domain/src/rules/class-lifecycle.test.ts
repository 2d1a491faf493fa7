import { describe, expect, it } from 'vitest';
import {
  belowQuorumMessage,
  canMoveTo,
  countingClasses,
  ofSummer,
  enrolmentCounts,
  missingForQuorum,
  quorumProgressText,
  withdrawalRefusal,
} from './class-lifecycle.ts';
import { enrolmentEligibility } from './enrolment-eligibility.ts';

describe('what counts', () => {
  it('only enrolments of classes neither rejected nor cancelled', () => {
    expect(['pendiente', 'aprobado', 'active'].map(enrolmentCounts)).toEqual([true, true, true]);
    expect(['rechazado', 'cancelled'].map(enrolmentCounts)).toEqual([false, false]);
    expect(countingClasses([{ status: 'rechazado' }, { status: 'active' }])).toEqual([{ status: 'active' }]);
  });
});

describe('transitions', () => {
  it('approve/reject from pending, start from approved, cancel from pending, approved or active', () => {
    expect(canMoveTo('pendiente', 'aprobado')).toBe(true);
    expect(canMoveTo('aprobado', 'rechazado')).toBe(false);
    expect(canMoveTo('aprobado', 'active')).toBe(true);
    expect(canMoveTo('pendiente', 'active')).toBe(false);
    for (const from of ['pendiente', 'aprobado', 'active']) expect(canMoveTo(from, 'cancelled')).toBe(true);
    expect(canMoveTo('rechazado', 'cancelled')).toBe(false);
  });
  it('withdrawal refusals say why', () => {
    expect(withdrawalRefusal('aprobado')).toBe('withdrawalNotPending');
    expect(withdrawalRefusal('cancelled')).toBe('withdrawalReleased');
  });
});

describe('quorum', () => {
  it('counts down to 15, then shows the free places', () => {
    expect(missingForQuorum(12)).toBe(3);
    expect(quorumProgressText({ enrolled: 12, max_students: 30 })).toBe('Faltan 3 para abrir el grupo');
    expect(quorumProgressText({ enrolled: 15, max_students: 30 })).toBe('Quedan 15 lugares');
    expect(quorumProgressText({ enrolled: 29, max_students: 30 })).toBe('Queda 1 lugar');
    expect(quorumProgressText({ enrolled: 30, max_students: 30 })).toBe('No quedan lugares');
    // A seat held by a waitlist offer is not free, and is said apart.
    expect(quorumProgressText({ enrolled: 29, max_students: 30, held: 1 })).toBe(
      'No quedan lugares · 1 apartado para la lista de espera',
    );
    expect(quorumProgressText({ enrolled: 20, max_students: 30, held: 2 })).toBe(
      'Quedan 8 lugares · 2 apartados para la lista de espera',
    );
    expect(quorumProgressText({ enrolled: 13, max_students: 30, held: 1 })).toBe(
      'Faltan 2 para abrir el grupo · 1 apartado para la lista de espera',
    );
    expect(belowQuorumMessage(9)).toContain('al menos 15 inscritos para aprobarse; tiene 9.');
  });
});

describe('enrolment eligibility', () => {
  const open = { status: 'pendiente', enrolled: 3, max_students: 30, mobility_enrolled: 0 };
  const me = { registered: true, inClass: false, countingEnrolments: 0 };
  it('in the order a person cares about', () => {
    expect(enrolmentEligibility(open, me)).toEqual({ ok: true });
    expect(enrolmentEligibility(open, { ...me, inClass: true, countingEnrolments: 2 })).toMatchObject({
      block: 'enrolled',
    });
    expect(enrolmentEligibility(open, { ...me, registered: false })).toMatchObject({ block: 'unregistered' });
    expect(enrolmentEligibility(open, { ...me, countingEnrolments: 2 })).toMatchObject({ block: 'limit' });
    expect(enrolmentEligibility({ ...open, status: 'aprobado' }, me)).toMatchObject({ block: 'closed' });
    expect(enrolmentEligibility({ ...open, enrolled: 30 }, me)).toMatchObject({ block: 'full' });
  });
  it('an admin enrols into pending and active classes', () => {
    expect(enrolmentEligibility({ ...open, status: 'active' }, me, 'admin')).toEqual({ ok: true });
    expect(enrolmentEligibility({ ...open, status: 'aprobado' }, me, 'admin')).toMatchObject({ block: 'closed' });
  });
  it('mobility places are separate: a full class still takes them, the 6th is refused, no limit applies', () => {
    const full = { ...open, enrolled: 30, mobility_enrolled: 4 };
    const outsider = { registered: false, inClass: false, countingEnrolments: 0 };
    expect(enrolmentEligibility(full, outsider, 'mobility')).toEqual({ ok: true });
    expect(enrolmentEligibility({ ...full, mobility_enrolled: 5 }, outsider, 'mobility')).toMatchObject({
      block: 'mobilityFull',
    });
    expect(enrolmentEligibility(full, me, 'student')).toMatchObject({ block: 'full' });
  });
});

describe('ofSummer', () => {
  const classes = [{ period: 2025 }, { period: 2026 }, { period: null }];
  it('keeps the classes of the summer asked (and those naming none); all when none is asked', () => {
    expect(ofSummer(classes, 2026)).toEqual([{ period: 2026 }, { period: null }]);
    expect(ofSummer(classes, undefined)).toEqual(classes);
  });
});
