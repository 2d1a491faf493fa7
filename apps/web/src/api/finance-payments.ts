import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlacePaymentStatus } from '@portal/domain/rules';
import type { FinancePayments, Ledger, PlacePayment } from '@portal/domain/schemas';
import { api, apiDownload, type DownloadedFile } from '../lib/api-client.ts';

/** Finance's side of the payments: the list to work through, the decisions, the ledger. */
export const financeKeys = {
  all: ['finance-payments'] as const,
  list: (f: FinanceFilter) => ['finance-payments', 'list', f] as const,
  ledger: (period: number | null) => ['finance-payments', 'ledger', period] as const,
};

export interface FinanceFilter {
  period: number | null;
  classId: number | null;
  status: PlacePaymentStatus | null;
  q: string;
  /** The Cancun days the receipts arrived between ('' when not filtered). */
  from: string;
  to: string;
  page: number;
}

export const financePaymentsQueryOptions = (f: FinanceFilter) =>
  queryOptions({
    queryKey: financeKeys.list(f),
    queryFn: ({ signal }) =>
      api.get<FinancePayments>(
        '/payments',
        {
          period: f.period,
          classId: f.classId,
          status: f.status,
          q: f.q.trim() || null,
          from: f.from || null,
          to: f.to || null,
          page: f.page,
          pageSize: 25,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useFinancePayments = (f: FinanceFilter) => useQuery(financePaymentsQueryOptions(f));

export const useLedger = (period: number | null) =>
  useQuery({
    queryKey: financeKeys.ledger(period),
    queryFn: ({ signal }) => api.get<Ledger>('/payments/ledger', { period }, { signal }),
  });

export type FinanceDecision =
  | { kind: 'validate'; paymentId: number }
  | { kind: 'reject'; paymentId: number; reason: string }
  | { kind: 'refund-paid'; paymentId: number };

/** Validate or reject a receipt, or mark a refund paid; the list and the totals are read again. */
export function useFinanceDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: FinanceDecision) =>
      api.post<PlacePayment>(`/payments/${d.paymentId}/${d.kind}`, d.kind === 'reject' ? { reason: d.reason } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

/** GET /payments/ledger.xlsx: the period's ledger as a workbook. */
export const downloadLedger = (period: number): Promise<DownloadedFile> =>
  apiDownload(`/payments/ledger.xlsx?period=${period}`, `pagos-${period}.xlsx`);
