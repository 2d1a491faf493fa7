import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePeriodBody,
  PeriodsResponse,
  PeriodView,
  PublicationBlockersView,
  UpdatePeriodBody,
} from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';

/** The summers' calendars (public). */
export const periodKeys = { all: ['periods'] as const };

export const getPeriods = (signal?: AbortSignal) => api.get<PeriodsResponse>('/periods', undefined, { signal });

export const periodsQueryOptions = () =>
  queryOptions({ queryKey: periodKeys.all, queryFn: ({ signal }) => getPeriods(signal), staleTime: 60_000 });

export const usePeriods = () => useQuery(periodsQueryOptions());

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

export const createPeriod = (body: CreatePeriodBody) => api.post<PeriodView>('/periods', body);
export const updatePeriod = (year: number, body: UpdatePeriodBody) => api.patch<PeriodView>(`/periods/${year}`, body);

/** Create or edit a period; every calendar view refreshes. */
export function useSavePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, body, isNew }: { year: number; body: UpdatePeriodBody; isNew: boolean }) =>
      isNew ? createPeriod({ ...(body as Omit<CreatePeriodBody, 'year'>), year }) : updatePeriod(year, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: periodKeys.all }),
  });
}

/** An admin's look at a period's publication blockers (read fresh each time the summary is shown). */
export const usePublicationBlockers = (year: number | null) =>
  useQuery({
    queryKey: [...periodKeys.all, year, 'blockers'] as const,
    queryFn: ({ signal }) => api.get<PublicationBlockersView>(`/periods/${year}/blockers`, undefined, { signal }),
    enabled: year !== null,
  });
