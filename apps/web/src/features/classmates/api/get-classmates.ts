import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@portal/domain/constants';
import type { ClassmatesResponse } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** GET /classes/{id}/students, page 1 of 100 (spec §7): only for the class's students and staff. */
export const classmatesQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: ['classes', 'students', classId],
    queryFn: ({ signal }) =>
      api.get<ClassmatesResponse>(
        `/classes/${classId}/students`,
        { page: 1, pagesize: PAGE_SIZES.classStudents },
        { signal },
      ),
  });

export const useClassmates = (classId: number) => useQuery(classmatesQueryOptions(classId));
