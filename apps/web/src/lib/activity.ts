import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActivityPage } from '@portal/domain/schemas';
import { api, apiDownload } from './api-client.ts';

/** The Bitácora's filters, as GET /activity takes them. */
export interface ActivityFilters {
  userId?: number;
  action?: string;
  classId?: number;
  from?: string;
  to?: string;
}

const clean = (f: ActivityFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

/** GET /activity (admins), newest first; or GET /classes/{id}/activity for one class's history. */
export function getActivity(filters: ActivityFilters, page: number, signal?: AbortSignal): Promise<ActivityPage> {
  return api.get<ActivityPage>('/activity', { ...clean(filters), page, pageSize: 20 }, { signal });
}

export const activityQueryOptions = (filters: ActivityFilters, page: number) =>
  queryOptions({
    queryKey: ['activity', filters, page],
    queryFn: ({ signal }) => getActivity(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export const classActivityQueryOptions = (classId: number, page: number) =>
  queryOptions({
    queryKey: ['activity', 'class', classId, page],
    queryFn: ({ signal }) => api.get<ActivityPage>(`/classes/${classId}/activity`, { page, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /activity/export.csv with the same filters. */
export function downloadActivityCsv(filters: ActivityFilters) {
  const query = new URLSearchParams(Object.entries(clean(filters)).map(([k, v]) => [k, String(v)])).toString();
  return apiDownload(`/activity/export.csv${query ? `?${query}` : ''}`, 'bitacora.csv');
}
