import { useQuery } from '@tanstack/react-query';
import type { StudentListItem } from '@portal/domain/schemas';
import { api } from './api-client.ts';

/**
 * GET /students/students (admins): every registered student with name, control number and career —
 * the choices of a class roster's enrol search and of the admin class form's responsible student.
 * Students register at any moment, so each screen that needs the list asks again when it opens
 * (showing the cached list meanwhile): a student who registered a minute ago can be found.
 */
export const useRegisteredStudents = () =>
  useQuery({
    queryKey: ['students', 'all'],
    queryFn: ({ signal }) => api.get<StudentListItem[]>('/students/students', undefined, { signal }),
    staleTime: 0,
  });
