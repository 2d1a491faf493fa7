import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassPayments, EnrolmentPayment, PaymentBody } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/** Payments of a class; under ['classes'] so that any class change refreshes them. */
export const paymentKeys = {
  ofClass: (classId: number) => [...classKeys.all, 'payments', classId] as const,
};

/**
 * GET /classes/{id}/payments: the cost per student and who has paid. Only an administrator (with
 * folios) or the class's own group leader (read only) may read it; the admin's roster and the
 * leader's classmates page share it.
 */
export const classPaymentsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: paymentKeys.ofClass(classId),
    queryFn: ({ signal }) => api.get<ClassPayments>(`/classes/${classId}/payments`, undefined, { signal }),
  });

export const useClassPayments = (classId: number, enabled = true) =>
  useQuery({ ...classPaymentsQueryOptions(classId), enabled });

/** The payments by student id, for rows that look their student's payment up. */
export function paymentsByStudent(payments: ClassPayments | undefined): Map<number, EnrolmentPayment> {
  return new Map((payments?.students ?? []).map((p) => [p.id_student, p]));
}

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
    onSettled: (_data, _err, vars) => queryClient.invalidateQueries({ queryKey: paymentKeys.ofClass(vars.classId) }),
  });
}
