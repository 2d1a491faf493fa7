import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyPayments, PlacePayment } from '@portal/domain/schemas';
import { api, apiDownload, type DownloadedFile } from '../lib/api-client.ts';

/** The payments of confirmed places (a student's own, and finance's review). */
export const placePaymentKeys = {
  all: ['place-payments'] as const,
  mine: (studentId: number | null) => ['place-payments', 'mine', studentId] as const,
};

/** GET /payments/mine: the signed-in student's payments and the institute's bank data. */
export const myPaymentsQueryOptions = (studentId: number | null | undefined) =>
  queryOptions({
    queryKey: placePaymentKeys.mine(studentId ?? null),
    queryFn: ({ signal }) => api.get<MyPayments>('/payments/mine', undefined, { signal }),
    enabled: typeof studentId === 'number' && studentId > 0,
  });

export const useMyPayments = (studentId: number | null | undefined) => useQuery(myPaymentsQueryOptions(studentId));

/** POST /payments/{id}/receipt: the receipt file, as multipart field `file`. */
export function uploadReceipt({ paymentId, file }: { paymentId: number; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return api.post<PlacePayment>(`/payments/${paymentId}/receipt`, form);
}

export function useUploadReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReceipt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: placePaymentKeys.all }),
  });
}

/** GET /payments/{id}/ficha.pdf: the printable payment slip. */
export const downloadSlip = (paymentId: number): Promise<DownloadedFile> =>
  apiDownload(`/payments/${paymentId}/ficha.pdf`, `ficha-de-pago-${paymentId}.pdf`);

/** GET /payments/{id}/receipt: the receipt the student sent (student, finance, admins). */
export const downloadReceipt = (paymentId: number): Promise<DownloadedFile> =>
  apiDownload(`/payments/${paymentId}/receipt`, `comprobante-${paymentId}`);

/** POST /payments/{id}/refund-choice: keep a failed group's saldo for a later summer, or ask it back. */
export function useRefundChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, choice }: { paymentId: number; choice: 'saldo' | 'reembolso' }) =>
      api.post<PlacePayment>(`/payments/${paymentId}/refund-choice`, { choice }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: placePaymentKeys.all }),
  });
}

/** POST /payments/{id}/cash: the group leader records a classmate's cash with the receipt's folio. */
export function useRecordCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, folio }: { paymentId: number; folio: string }) =>
      api.post<PlacePayment>(`/payments/${paymentId}/cash`, { folio }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: placePaymentKeys.all }),
  });
}
