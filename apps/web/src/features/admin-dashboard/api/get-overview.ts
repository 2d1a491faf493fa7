import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassesOverview } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** GET /classes/overview: the four figures of "Resumen General", for one academic year or all (null). */
export function getOverview(period: number | null, signal?: AbortSignal): Promise<ClassesOverview> {
  return api.get<ClassesOverview>('/classes/overview', { period }, { signal });
}

export const overviewQueryOptions = (period: number | null) =>
  queryOptions({
    // Under ['classes', …] so that any change to a class refreshes the figures too.
    queryKey: ['classes', 'overview', period],
    queryFn: ({ signal }) => getOverview(period, signal),
  });

export const useOverview = (period: number | null) => useQuery(overviewQueryOptions(period));
