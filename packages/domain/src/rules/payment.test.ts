import { describe, expect, it } from 'vitest';
import { cancunDay, isIsoDay } from './institute-days.ts';
import { paidSummary, PAYMENT_MESSAGES, paymentProblems } from './payment.ts';

// 2026-07-01 03:00 UTC is still 30 June in Cancún (UTC-5).
const now = new Date('2026-07-01T03:00:00Z');

describe('payment rules', () => {
  it('the institution’s day, not UTC’s', () => {
    expect(cancunDay(now)).toBe('2026-06-30');
    // 05:30 UTC is already 1 July in Cancún (it would still be 30 June in Mexico City, UTC-6).
    expect(cancunDay(new Date('2026-07-01T05:30:00Z'))).toBe('2026-07-01');
  });

  it('a paid enrolment needs a folio and a past or present day', () => {
    expect(paymentProblems({ status: 'pagado', folio: 'R-2026/015', paidOn: '2026-06-30' }, now)).toEqual([]);
    expect(paymentProblems({ status: 'pagado', folio: ' ', paidOn: null }, now)).toEqual([
      { field: 'folio', message: PAYMENT_MESSAGES.folioRequired },
      { field: 'paidOn', message: PAYMENT_MESSAGES.dateRequired },
    ]);
    expect(paymentProblems({ status: 'pagado', folio: 'A1', paidOn: '2026-07-01' }, now)).toEqual([
      { field: 'paidOn', message: PAYMENT_MESSAGES.dateFuture },
    ]);
    expect(paymentProblems({ status: 'pagado', folio: 'A1', paidOn: '2026-02-30' }, now)[0]?.message).toBe(
      PAYMENT_MESSAGES.dateInvalid,
    );
    expect(paymentProblems({ status: 'pagado', folio: 'A1', paidOn: '1999-12-31' }, now)[0]?.message).toBe(
      PAYMENT_MESSAGES.dateTooOld,
    );
    expect(paymentProblems({ status: 'pagado', folio: '=1+1', paidOn: '2026-06-01' }, now)[0]?.message).toBe(
      PAYMENT_MESSAGES.folioFormat,
    );
    expect(paymentProblems({ status: 'pagado', folio: 'A'.repeat(31), paidOn: '2026-06-01' }, now)).toHaveLength(1);
  });

  it('a pending one carries neither folio nor date', () => {
    expect(paymentProblems({ status: 'pendiente' }, now)).toEqual([]);
    expect(paymentProblems({ status: 'pendiente', folio: '', paidOn: null }, now)).toEqual([]);
    expect(paymentProblems({ status: 'pendiente', folio: 'A1' }, now)[0]?.message).toBe(
      PAYMENT_MESSAGES.pendingWithData,
    );
  });

  it('only the two states', () => {
    expect(paymentProblems({ status: 'pagada' }, now)).toEqual([{ field: 'status', message: PAYMENT_MESSAGES.status }]);
  });

  it('calendar days and the summary text', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2027-2-1')).toBe(false);
    expect(paidSummary(12, 18)).toBe('Pagado 12 de 18');
  });
});
