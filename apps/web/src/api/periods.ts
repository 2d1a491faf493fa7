import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodsResponse, PeriodView } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';

/** The summers' calendars (public). */
export const periodKeys = { all: ['periods'] as const };

export const getPeriods = (signal?: AbortSignal) => api.get<PeriodsResponse>('/periods', undefined, { signal });

export const periodsQueryOptions = () =>
  queryOptions({ queryKey: periodKeys.all, queryFn: ({ signal }) => getPeriods(signal), staleTime: 60_000 });

/** The calendars; `enabled: false` waits (a page that asks nothing before the student is known). */
export const usePeriods = (enabled = true) => useQuery({ ...periodsQueryOptions(), enabled });

/** The current period of a list (null while loading or when there is none). */
export function currentOf(data: PeriodsResponse | undefined): PeriodView | null {
  if (!data || data.current === null) return null;
  return data.periods.find((p) => p.year === data.current) ?? null;
}

/** Period year → why a student may not enrol now (the server's message); years without a refusal are absent. */
export function enrolmentRefusals(data: PeriodsResponse | undefined): ReadonlyMap<number, string> {
  return new Map(
    (data?.periods ?? []).flatMap((p) => (p.enrolmentRefusal ? [[p.year, p.enrolmentRefusal] as const] : [])),
  );
}
