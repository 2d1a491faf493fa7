import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentListItem } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** GET /students/students (admin): every registered student, to choose a class's responsible student. */
export function getStudents(signal?: AbortSignal): Promise<StudentListItem[]> {
  return api.get<StudentListItem[]>('/students/students', undefined, { signal });
}

export const studentsQueryOptions = () =>
  queryOptions({
    queryKey: ['students', 'all'],
    queryFn: ({ signal }) => getStudents(signal),
  });

export const useStudents = () => useQuery(studentsQueryOptions());
