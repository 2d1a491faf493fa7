import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@portal/domain/constants';
import type { ClassmatesResponse } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** GET /classes/{id}/students, page 1 of 100 (spec §7): the enrolled students, the group leader first. */
export const useClassStudents = (classId: number) =>
  useQuery({
    queryKey: ['classes', 'students', classId],
    queryFn: ({ signal }) =>
      api.get<ClassmatesResponse>(
        `/classes/${classId}/students`,
        { page: 1, pagesize: PAGE_SIZES.classStudents },
        { signal },
      ),
  });
