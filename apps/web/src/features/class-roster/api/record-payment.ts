import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentPayment, PaymentBody } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** PATCH /classes/{id}/students/{studentId}/payment (admins): pagado with folio and day, or pendiente. */
export const recordPayment = ({
  classId,
  studentId,
  body,
}: {
  classId: number;
  studentId: number;
  body: PaymentBody;
}) => api.patch<EnrolmentPayment>(`/classes/${classId}/students/${studentId}/payment`, body);

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSettled: (_data, _err, vars) =>
      queryClient.invalidateQueries({ queryKey: ['classes', 'payments', vars.classId] }),
  });
}
