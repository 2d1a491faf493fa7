import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherApplication } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

export function getApplication(id: number, signal?: AbortSignal): Promise<TeacherApplication> {
  return api.get<TeacherApplication>(`/teachers/applications/${id}`, undefined, { signal });
}

export const applicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['teacher-applications', 'detail', id],
    queryFn: ({ signal }) => getApplication(id, signal),
  });

export function useApplication(id: number | null) {
  return useQuery({ ...applicationQueryOptions(id ?? 0), enabled: id !== null });
}
