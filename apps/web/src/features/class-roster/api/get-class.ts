import { useQuery } from '@tanstack/react-query';
import type { ClassDetail, ClassItem } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /classes/{id}: the class itself, always loaded (a direct load or a reload has no navigation
 * state). The class handed over by the previous screen, if any, shows meanwhile.
 */
export function useRosterClass(classId: number, headStart: ClassItem | undefined) {
  return useQuery<ClassDetail>({
    queryKey: ['classes', 'detail', classId],
    queryFn: ({ signal }) => api.get<ClassDetail>(`/classes/${classId}`, undefined, { signal }),
    placeholderData: headStart ? { ...headStart, status_history: null } : undefined,
  });
}
