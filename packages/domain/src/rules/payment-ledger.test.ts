import { describe, expect, it } from 'vitest';
import { cashFolio, ledgerTotals, refundChoiceMove, type LedgerPayment } from './payment-ledger.ts';

const p = (status: LedgerPayment['status'], extra: Partial<LedgerPayment> = {}): LedgerPayment => ({
  status,
  amountCents: 100_000,
  creditCents: 0,
  creditLeftCents: 0,
  refundCents: 0,
  ...extra,
});

describe('ledgerTotals', () => {
  it('counts each payment in one line by its state', () => {
    const t = ledgerTotals([
      p('pendiente', { creditCents: 25_000 }),
      p('rechazado'),
      p('en_revision'),
      p('validado', { creditCents: 100_000 }),
      p('vencido'),
      p('saldo_a_favor', { creditLeftCents: 40_000 }),
      p('reembolso_solicitado', { refundCents: 112_500 }),
      p('reembolsado', { refundCents: 125_000 }),
    ]);
    expect(t).toEqual({
      expected: 400_000,
      validated: 100_000,
      paidByCredit: 125_000,
      inReview: 100_000,
      owed: 175_000,
      overdue: 100_000,
      credits: 40_000,
      refundsRequested: 112_500,
      refunded: 125_000,
      count: 8,
    });
  });

  it('is all zeros without payments', () => {
    expect(ledgerTotals([]).expected).toBe(0);
  });
});

describe('refundChoiceMove', () => {
  it('asks back a saldo with something left, and takes a refund not yet paid back as saldo', () => {
    expect(refundChoiceMove('saldo_a_favor', 100, 'reembolso')).toEqual({ to: 'reembolso_solicitado' });
    expect(refundChoiceMove('saldo_a_favor', 100, 'saldo')).toBe('unchanged');
    expect(refundChoiceMove('reembolso_solicitado', 0, 'saldo')).toEqual({ to: 'saldo_a_favor' });
    expect(refundChoiceMove('reembolso_solicitado', 0, 'reembolso')).toBe('unchanged');
  });

  it('closes a used saldo, a paid refund and live payments', () => {
    expect(refundChoiceMove('saldo_a_favor', 0, 'reembolso')).toBeNull();
    expect(refundChoiceMove('reembolsado', 0, 'saldo')).toBeNull();
    expect(refundChoiceMove('validado', 0, 'reembolso')).toBeNull();
  });
});

describe('cashFolio', () => {
  it('takes letters, digits, hyphens and slashes, upper-cased', () => {
    expect(cashFolio(' rc-12/3 ')).toBe('RC-12/3');
    expect(cashFolio('')).toBeNull();
    expect(cashFolio('a b')).toBeNull();
    expect(cashFolio('x'.repeat(41))).toBeNull();
    expect(cashFolio(12)).toBeNull();
  });
});
