import type { PlacePaymentStatus } from './place-payment.ts';

/**
 * The period's money as finance reads it (docs/rules.md PGO-14): every payment row counted in exactly one
 * line by its state, so the lines of a class add up and nothing is counted twice. Amounts in cents.
 */

export interface LedgerPayment {
  status: PlacePaymentStatus;
  amountCents: number;
  /** What an earlier credit paid of this payment. */
  creditCents: number;
  /** What is left of a saldo a favor (or of the credit that paid part of an overdue payment). */
  creditLeftCents: number;
  /** What the student asked back (requested or paid). */
  refundCents: number;
}

export interface LedgerTotals {
  /** Fees of the places still confirmed: pending, in review, rejected and validated. */
  expected: number;
  /** Validated fees: money received (paid by cash or transfer, or by a credit). */
  validated: number;
  /** Of the validated, what earlier credits paid (not new money). */
  paidByCredit: number;
  /** Receipts waiting for finance (what they should cover). */
  inReview: number;
  /** Still owed: pending and rejected payments (less what credits paid). */
  owed: number;
  /** Fees of places released for not paying. */
  overdue: number;
  /** Saldo a favor still held for a future summer. */
  credits: number;
  /** Refunds asked for and not yet paid. */
  refundsRequested: number;
  /** Refunds paid. */
  refunded: number;
  /** Payments counted. */
  count: number;
}

export const EMPTY_LEDGER: LedgerTotals = {
  expected: 0,
  validated: 0,
  paidByCredit: 0,
  inReview: 0,
  owed: 0,
  overdue: 0,
  credits: 0,
  refundsRequested: 0,
  refunded: 0,
  count: 0,
};

/** Adds one payment to the totals (a new object; the totals given are not changed). */
export function addToLedger(t: LedgerTotals, p: LedgerPayment): LedgerTotals {
  const next = { ...t, count: t.count + 1 };
  const due = Math.max(0, p.amountCents - p.creditCents);
  switch (p.status) {
    case 'pendiente':
    case 'rechazado':
      next.expected += p.amountCents;
      next.owed += due;
      next.paidByCredit += p.creditCents;
      break;
    case 'en_revision':
      next.expected += p.amountCents;
      next.inReview += due;
      next.paidByCredit += p.creditCents;
      break;
    case 'validado':
      next.expected += p.amountCents;
      next.validated += p.amountCents;
      next.paidByCredit += p.creditCents;
      break;
    case 'vencido':
      next.overdue += p.amountCents;
      next.credits += p.creditLeftCents;
      break;
    case 'saldo_a_favor':
      next.credits += p.creditLeftCents;
      break;
    case 'reembolso_solicitado':
      next.refundsRequested += p.refundCents;
      break;
    case 'reembolsado':
      next.refunded += p.refundCents;
      break;
  }
  return next;
}

export function ledgerTotals(payments: readonly LedgerPayment[]): LedgerTotals {
  return payments.reduce(addToLedger, EMPTY_LEDGER);
}

/** The columns of the ledger, in the order the screen and the XLSX show them. */
export const LEDGER_COLUMNS: readonly { key: Exclude<keyof LedgerTotals, 'count'>; label: string }[] = [
  { key: 'expected', label: 'Esperado' },
  { key: 'validated', label: 'Validado' },
  { key: 'paidByCredit', label: 'Pagado con saldo' },
  { key: 'inReview', label: 'En revisión' },
  { key: 'owed', label: 'Por pagar' },
  { key: 'overdue', label: 'Vencido' },
  { key: 'credits', label: 'Saldo a favor' },
  { key: 'refundsRequested', label: 'Reembolso solicitado' },
  { key: 'refunded', label: 'Reembolsado' },
];

export type RefundChoice = 'saldo' | 'reembolso';

/**
 * What a student's choice does to a failed group's money: a saldo a favor with something left may be asked
 * back (`reembolso`, all that is left); a refund not yet paid may be taken back as saldo (`saldo`). Keeping
 * a saldo as saldo changes nothing. Anything else is closed (null).
 */
export function refundChoiceMove(
  status: PlacePaymentStatus,
  creditLeftCents: number,
  choice: RefundChoice,
): { to: 'saldo_a_favor' | 'reembolso_solicitado' } | 'unchanged' | null {
  if (status === 'saldo_a_favor' && creditLeftCents > 0) {
    return choice === 'reembolso' ? { to: 'reembolso_solicitado' } : 'unchanged';
  }
  if (status === 'reembolso_solicitado') return choice === 'saldo' ? { to: 'saldo_a_favor' } : 'unchanged';
  return null;
}

/** A cash receipt's folio as the group leader wrote it: letters, digits, hyphens and slashes, 1 to 40. */
export function cashFolio(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const folio = text.trim().toUpperCase();
  return /^[A-Z0-9][A-Z0-9/-]{0,39}$/.test(folio) ? folio : null;
}
