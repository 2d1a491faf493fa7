import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CLASS_LIST_RETRIES, PAGE_SIZES, TIMINGS_MS } from '@portal/domain/constants';
import type { ClassesResponse } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** Classes a teacher may still apply to teach: proposed (pendiente) and approved (aprobado). */
export const OPEN_CLASS_STATUSES = ['pendiente', 'aprobado'] as const;

export function getOpenClasses(page: number, signal?: AbortSignal): Promise<ClassesResponse> {
  return api.get<ClassesResponse>(
    '/classes',
    { status: OPEN_CLASS_STATUSES, page, pageSize: PAGE_SIZES.homeOpenClasses },
    { auth: 'none', signal },
  );
}

export const openClassesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['classes', 'open', page],
    queryFn: ({ signal }) => getOpenClasses(page, signal),
    placeholderData: keepPreviousData,
    retry: CLASS_LIST_RETRIES,
    retryDelay: TIMINGS_MS.classListRetryDelay,
  });

export function useOpenClasses(page: number) {
  return useQuery(openClassesQueryOptions(page));
}
