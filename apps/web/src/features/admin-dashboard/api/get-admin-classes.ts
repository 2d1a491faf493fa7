import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CLASS_LIST_RETRIES, TIMINGS_MS } from '@portal/domain/constants';
import type { ClassStatus } from '@portal/domain/rules';
import type { ClassesResponse } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** The filters the admin screens send to GET /classes (docs/architecture.md, API calls). */
export interface AdminClassesQuery {
  page: number;
  pageSize: number;
  /** One status, or several (sent comma-separated). */
  status?: ClassStatus | readonly ClassStatus[] | null;
  period?: number | null;
  /** Subject name or key. */
  search?: string | null;
  /** Subject name only. */
  subjectName?: string | null;
  /** The table view's order: a column key, "-" in front for descending (see CLASS_SORT_KEYS). */
  sort?: string | null;
  /** Only classes that reached the minimum group size ("Lista para aprobar", issue 15). */
  quorum?: 'ready' | 'below' | null;
}

export function getAdminClasses(query: AdminClassesQuery, signal?: AbortSignal): Promise<ClassesResponse> {
  return api.get<ClassesResponse>(
    '/classes',
    {
      page: query.page,
      pageSize: query.pageSize,
      status: query.status,
      period: query.period,
      search: query.search?.trim(),
      subjectName: query.subjectName?.trim(),
      sort: query.sort,
      quorum: query.quorum ?? undefined,
    },
    { signal },
  );
}

/** A page of classes for the admin screens; the list retries twice, 1 s apart (docs/architecture.md, API calls). */
export const adminClassesQueryOptions = (query: AdminClassesQuery) =>
  queryOptions({
    queryKey: ['classes', 'admin-list', query],
    queryFn: ({ signal }) => getAdminClasses(query, signal),
    retry: CLASS_LIST_RETRIES,
    retryDelay: TIMINGS_MS.classListRetryDelay,
    placeholderData: keepPreviousData,
  });

export const useAdminClasses = (query: AdminClassesQuery) => useQuery(adminClassesQueryOptions(query));
