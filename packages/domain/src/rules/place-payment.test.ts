import { describe, expect, it } from 'vitest';
import {
  formatPesos,
  isValidReference,
  luhnDigit,
  paymentDeadlines,
  paymentDueDate,
  paymentDueText,
  paymentReference,
  placeFeeCents,
} from './place-payment.ts';

describe('the payment of a confirmed place', () => {
  it('the fee follows the subject’s hours in three bands', () => {
    expect([40, 60].map(placeFeeCents)).toEqual([100_000, 100_000]);
    expect([61, 75].map(placeFeeCents)).toEqual([112_500, 112_500]);
    expect([76, 90, 120].map(placeFeeCents)).toEqual([125_000, 125_000, 125_000]);
    expect(formatPesos(112_500)).toBe('$1,125.00');
  });

  it('the Luhn digit matches the known examples', () => {
    expect(luhnDigit('7992739871')).toBe(3);
    expect(luhnDigit('0')).toBe(0);
    expect(() => luhnDigit('12a')).toThrow();
  });

  it('a reference is the year, the payment’s number and a check digit, and checks itself', () => {
    const ref = paymentReference(2026, 42);
    expect(ref).toMatch(/^20260000042\d$/);
    expect(isValidReference(ref)).toBe(true);
    expect(isValidReference(`${ref.slice(0, 4)} ${ref.slice(4)}`)).toBe(true);
    expect(paymentReference(2026, 43)).not.toBe(ref);
    // Any single digit mistyped is caught.
    for (let i = 0; i < ref.length; i++) {
      const wrong = `${ref.slice(0, i)}${(Number(ref[i]) + 1) % 10}${ref.slice(i + 1)}`;
      expect(isValidReference(wrong)).toBe(false);
    }
    // A swap of two different neighbours too.
    const swapped = paymentReference(2026, 1_234_567);
    const s = `${swapped.slice(0, 8)}${swapped[9]}${swapped[8]}${swapped.slice(10)}`;
    expect(isValidReference(s)).toBe(false);
    expect(isValidReference('2026')).toBe(false);
    expect(() => paymentReference(2026, 0)).toThrow();
    expect(() => paymentReference(2026, 10_000_000)).toThrow();
  });

  it('due paymentDays after the confirmation day; reminded 48 h before its end; overdue after the grace', () => {
    expect(paymentDueDate('2026-06-29', 5)).toBe('2026-07-04');
    expect(paymentDueDate('2026-06-29', 0)).toBe('2026-06-29');
    const d = paymentDeadlines('2026-07-04', 2);
    // The end of 4 July in Cancun (UTC-5) is 5 July 05:00 UTC.
    expect(d.dueEnd.toISOString()).toBe('2026-07-05T05:00:00.000Z');
    expect(d.remindAt.toISOString()).toBe('2026-07-03T05:00:00.000Z');
    expect(d.expireAt.toISOString()).toBe('2026-07-07T05:00:00.000Z');
  });

  it('says what to do in Spanish', () => {
    expect(paymentDueText('pendiente', '2026-07-04', 125_000)).toBe('Paga $1,250.00 a más tardar el 4 de julio.');
    expect(paymentDueText('rechazado', '2026-07-04', 125_000)).toContain('Sube otro');
  });
});
