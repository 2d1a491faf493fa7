import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActivityPage } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';

/** The Bitácora: what happened, who did it and when (admins). */
export const activityKeys = {
  all: ['activity'] as const,
  /** GET /activity with the Bitácora's filters (ActivityPage of 20). */
  log: (filters: ActivityFilters, page: number) => ['activity', 'log', filters, page] as const,
  /** GET /classes/{id}/activity: one class's history (ActivityPage of 10). */
  ofClass: (classId: number, page: number) => ['activity', 'class', classId, page] as const,
};

/** The Bitácora's filters, as GET /activity takes them. */
export interface ActivityFilters {
  userId?: number;
  action?: string;
  classId?: number;
  from?: string;
  to?: string;
  /** A summer (its classes' entries and its year's others); absent: every year. */
  period?: number;
}

/** The filters with a value, as query parameters (the CSV export sends the same). */
export const activityQuery = (f: ActivityFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

export const activityQueryOptions = (filters: ActivityFilters, page: number) =>
  queryOptions({
    queryKey: activityKeys.log(filters, page),
    queryFn: ({ signal }) =>
      api.get<ActivityPage>('/activity', { ...activityQuery(filters), page, pageSize: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });

export const classActivityQueryOptions = (classId: number, page: number) =>
  queryOptions({
    queryKey: activityKeys.ofClass(classId, page),
    queryFn: ({ signal }) => api.get<ActivityPage>(`/classes/${classId}/activity`, { page, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });
