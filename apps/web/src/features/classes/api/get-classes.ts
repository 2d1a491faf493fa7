import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CLASS_LIST_RETRIES, PAGE_SIZES, TIMINGS_MS } from '@portal/domain/constants';
import type { ClassesResponse } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';
import type { ClassesListQuery } from '../class-filters.ts';

/** GET /classes, 12 per page (docs/rules.md R56); the list retries twice, 1 s apart (docs/architecture.md, API calls). */
export const classesQueryOptions = (page: number, filters: ClassesListQuery) =>
  queryOptions({
    queryKey: ['classes', 'list', { page, pageSize: PAGE_SIZES.studentClassList, ...filters }],
    queryFn: ({ signal }) =>
      api.get<ClassesResponse>('/classes', { page, pageSize: PAGE_SIZES.studentClassList, ...filters }, { signal }),
    retry: CLASS_LIST_RETRIES,
    retryDelay: TIMINGS_MS.classListRetryDelay,
    placeholderData: keepPreviousData,
  });

export const useClasses = (page: number, filters: ClassesListQuery) => useQuery(classesQueryOptions(page, filters));
