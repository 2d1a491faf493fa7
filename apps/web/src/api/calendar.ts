import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarToken } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';

/** The signed-in student's or teacher's private calendar address (docs/rules.md CLD-1). */
export const calendarKeys = { mine: ['calendar', 'token'] as const };

export const myCalendarQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.mine,
    queryFn: ({ signal }) => api.get<CalendarToken>('/calendar/token', undefined, { signal }),
  });

export const useMyCalendar = () => useQuery(myCalendarQueryOptions());

/** Create (or replace) the address, or revoke it; the shown address follows. */
export function useCalendarAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'create' | 'revoke'): Promise<CalendarToken> => {
      if (action === 'create') return api.post<CalendarToken>('/calendar/token', {});
      await api.delete<void>('/calendar/token');
      return { url: null, created_at: null };
    },
    onSuccess: (data) => queryClient.setQueryData(calendarKeys.mine, data),
  });
}
