import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@portal/domain/constants';
import type { ClassmatesResponse } from '@portal/domain/schemas';
import { api } from './api-client.ts';

/**
 * GET /classes/{id}/students, page 1 of 100 (docs/architecture.md, API calls): the students of a class, the group leader first.
 * Only the class's own students and staff may read it. Two screens share it (and its cache): the
 * classmates page of a student and an admin's class roster.
 */
export const classStudentsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: ['classes', 'students', classId],
    queryFn: ({ signal }) =>
      api.get<ClassmatesResponse>(
        `/classes/${classId}/students`,
        { page: 1, pagesize: PAGE_SIZES.classStudents },
        { signal },
      ),
  });

export const useClassStudents = (classId: number) => useQuery(classStudentsQueryOptions(classId));
