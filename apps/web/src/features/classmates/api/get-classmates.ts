import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@portal/domain/constants';
import { api } from '../../../lib/api-client.ts';

/** One student of a class (mirrors `classmateSchema` of the classes API). */
export interface Classmate {
  id_student_class: number;
  id_student: number;
  group_leader: boolean;
  student: {
    control_number: string;
    career: { name: string } | null;
    phone: string;
    user: { id_user: number; name: string; paternal_surname: string; maternal_surname: string; email: string };
  };
}

export interface ClassmatesResponse {
  data: Classmate[];
  meta: { page: number; totalPages: number; total: number; leaders: number };
}

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
