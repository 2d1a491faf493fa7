import {
  addDays,
  cancunDay,
  cancunDayStart,
  currentPeriod,
  ledgerTotals,
  PLACE_PAYMENT_STATUSES,
  type LedgerPayment,
  type LedgerTotals,
  type PlacePaymentStatus,
} from '@portal/domain/rules';
import type { FinancePayments, FinancePaymentsQuery, Ledger } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';
import { financeCounts, financePage, latestPaymentPeriod, ledgerRows } from './finance.repository.ts';
import { presentPayment } from '../../money/place-payments.ts';
import { allPeriods } from '../../db/periods.repository.ts';

/**
 * The period finance looks at when none is asked: the calendar's current summer (the one the rest of the
 * portal opens on), else the latest summer with payments, else this year.
 */
export async function defaultPeriod(db: DbOrTrx, now: Date): Promise<number> {
  const current = currentPeriod(await allPeriods(db), cancunDay(now));
  return current?.year ?? (await latestPaymentPeriod(db)) ?? Number(cancunDay(now).slice(0, 4));
}

/** GET /payments (finance and administrators): the period's payments, receipts to review first. */
export async function listFinancePayments(db: DbOrTrx, now: Date, q: FinancePaymentsQuery): Promise<FinancePayments> {
  const period = q.period ?? (await defaultPeriod(db, now));
  const filter = {
    period,
    classId: q.classId,
    q: q.q,
    receivedFrom: q.from ? cancunDayStart(q.from).toISOString() : undefined,
    receivedBefore: q.to ? cancunDayStart(addDays(q.to, 1)).toISOString() : undefined,
  };
  const countRows = await financeCounts(db, filter);
  const counts = Object.fromEntries(PLACE_PAYMENT_STATUSES.map((s) => [s, 0])) as Record<PlacePaymentStatus, number>;
  for (const r of countRows) counts[r.status as PlacePaymentStatus] = Number(r.n);
  const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  const page = Math.min(q.page, totalPages);
  const rows = await financePage(db, { ...filter, status: q.status }, (page - 1) * q.pageSize, q.pageSize);
  return {
    period,
    counts,
    meta: { page, totalPages, total },
    data: rows.map((r) => ({
      ...presentPayment(r),
      student: {
        id: Number(r.id_student),
        name: [r.name, r.paternal_surname, r.maternal_surname].filter(Boolean).join(' '),
        controlNumber: r.control_number,
        email: r.email,
      },
      clave: r.clave,
      receiptType: r.receipt_type,
      receiptAt: r.receipt_at === null ? null : new Date(r.receipt_at).toISOString(),
      refundedAt: r.refunded_at === null ? null : new Date(r.refunded_at).toISOString(),
    })),
  };
}

const toPesos = (t: LedgerTotals): LedgerTotals => ({
  expected: t.expected / 100,
  validated: t.validated / 100,
  paidByCredit: t.paidByCredit / 100,
  inReview: t.inReview / 100,
  owed: t.owed / 100,
  overdue: t.overdue / 100,
  credits: t.credits / 100,
  refundsRequested: t.refundsRequested / 100,
  refunded: t.refunded / 100,
  count: t.count,
});

/** GET /payments/ledger: the period's money by class and in total (ledger rules in @portal/domain). */
export async function periodLedger(db: DbOrTrx, now: Date, periodAsked: number | undefined): Promise<Ledger> {
  const period = periodAsked ?? (await defaultPeriod(db, now));
  const rows = await ledgerRows(db, period);
  const byClass = new Map<number, { clave: string; subject: string; payments: LedgerPayment[] }>();
  const all: LedgerPayment[] = [];
  for (const r of rows) {
    const p: LedgerPayment = {
      status: r.status as PlacePaymentStatus,
      amountCents: Number(r.amount_cents),
      creditCents: Number(r.credit_cents),
      creditLeftCents: Number(r.credit_left_cents),
      refundCents: Number(r.refund_cents),
    };
    all.push(p);
    const id = Number(r.id_class);
    const entry = byClass.get(id) ?? { clave: r.clave, subject: r.subject_name, payments: [] };
    entry.payments.push(p);
    byClass.set(id, entry);
  }
  return {
    period,
    total: toPesos(ledgerTotals(all)),
    classes: [...byClass].map(([classId, c]) => ({
      classId,
      clave: c.clave,
      subject: c.subject,
      ...toPesos(ledgerTotals(c.payments)),
    })),
  };
}
