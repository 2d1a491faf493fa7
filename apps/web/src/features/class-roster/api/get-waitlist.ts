import { useQuery } from '@tanstack/react-query';
import type { WaitlistRoster } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** GET /classes/{id}/waitlist (admins, issue 16): who waits for a seat, in order. */
export const useClassWaitlist = (classId: number, enabled = true) =>
  useQuery({
    queryKey: ['classes', 'waitlist', classId],
    queryFn: ({ signal }) => api.get<WaitlistRoster>(`/classes/${classId}/waitlist`, undefined, { signal }),
    enabled,
  });
