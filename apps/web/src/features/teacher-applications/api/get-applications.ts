import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherApplication } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

export type AcceptedFilter = 'all' | 'accepted' | 'not-accepted';

export interface ApplicationsFilters {
  search: string;
  accepted: AcceptedFilter;
}

export function getApplications(filters: ApplicationsFilters, signal?: AbortSignal): Promise<TeacherApplication[]> {
  const accepted = filters.accepted === 'all' ? undefined : filters.accepted === 'accepted';
  return api.get<TeacherApplication[]>(
    '/teachers/applications',
    { search: filters.search.trim(), accepted },
    { signal },
  );
}

export const applicationsQueryOptions = (filters: ApplicationsFilters) =>
  queryOptions({
    queryKey: ['teacher-applications', 'list', filters],
    queryFn: ({ signal }) => getApplications(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useApplications(filters: ApplicationsFilters) {
  return useQuery(applicationsQueryOptions(filters));
}
