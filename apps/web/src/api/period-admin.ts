import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePeriodBody, PeriodView, PublicationBlockersView, UpdatePeriodBody } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { periodKeys } from './periods.ts';

/** The administration's side of the calendar: kept apart so a student's pages never load it. */
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
