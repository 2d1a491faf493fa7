import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassDetail } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** GET /classes/{id}: for an admin it carries the status history (who reviewed it, when, and why). */
export function getClassDetail(classId: number, signal?: AbortSignal): Promise<ClassDetail> {
  return api.get<ClassDetail>(`/classes/${classId}`, undefined, { signal });
}

export const classDetailQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: ['classes', 'detail', classId, 'admin'],
    queryFn: ({ signal }) => getClassDetail(classId, signal),
  });

export function useClassDetail(classId: number | null) {
  return useQuery({ ...classDetailQueryOptions(classId ?? 0), enabled: classId !== null });
}
