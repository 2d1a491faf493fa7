import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassPayments, EnrolmentPayment } from '@portal/domain/schemas';
import { api } from './api-client.ts';

/**
 * GET /classes/{id}/payments: the cost per student and who has paid. Only an administrator (with
 * folios) or the class's own group leader (read only) may read it; the admin's roster and the
 * leader's classmates page share it. Under ['classes'], so any class change refreshes it.
 */
export const classPaymentsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: ['classes', 'payments', classId],
    queryFn: ({ signal }) => api.get<ClassPayments>(`/classes/${classId}/payments`, undefined, { signal }),
  });

export const useClassPayments = (classId: number, enabled = true) =>
  useQuery({ ...classPaymentsQueryOptions(classId), enabled });

/** The payments by student id, for rows that look their student's payment up. */
export function paymentsByStudent(payments: ClassPayments | undefined): Map<number, EnrolmentPayment> {
  return new Map((payments?.students ?? []).map((p) => [p.id_student, p]));
}
