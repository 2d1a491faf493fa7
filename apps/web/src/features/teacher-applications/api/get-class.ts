import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassItem } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** The class an application is about, to show the visitor which one they apply for. */
export function getClass(classId: number, signal?: AbortSignal): Promise<ClassItem> {
  return api.get<ClassItem>(`/classes/${classId}`, undefined, { auth: 'none', signal });
}

export const classQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: ['classes', 'detail', classId],
    queryFn: ({ signal }) => getClass(classId, signal),
  });

export function useRequestedClass(classId: number | null) {
  return useQuery({ ...classQueryOptions(classId ?? 0), enabled: classId !== null });
}
