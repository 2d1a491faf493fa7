import { useQuery } from '@tanstack/react-query';
import type { StudentListItem } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** GET /students/students (admins): every registered student with name, control number and career. */
export const useAllStudents = () =>
  useQuery({
    queryKey: ['students', 'all'],
    queryFn: ({ signal }) => api.get<StudentListItem[]>('/students/students', undefined, { signal }),
  });
