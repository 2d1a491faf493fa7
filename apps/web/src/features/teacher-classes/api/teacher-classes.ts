import { useQuery } from '@tanstack/react-query';
import type { ClassmatesResponse, MyTeacherClass } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** GET /teachers/me/classes: "Mis Clases", the classes assigned to the signed-in teacher. */
export function useMyTeacherClasses(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['teacher-classes', 'mine'],
    queryFn: ({ signal }) => api.get<{ data: MyTeacherClass[] }>('/teachers/me/classes', undefined, { signal }),
    select: (res) => res.data,
  });
}

interface MobilityStudent {
  id: number;
  name: string;
  paternal_surname: string;
  maternal_surname: string;
  institute: string;
  email: string;
  phone: string;
  control_number: string;
}

/** The class's roster, read-only: its students (one page of up to 100) and its mobility students. */
export function useTeacherRoster(classId: number) {
  const students = useQuery({
    queryKey: ['teacher-classes', 'roster', classId],
    queryFn: ({ signal }) =>
      api.get<ClassmatesResponse>(`/classes/${classId}/students`, { page: 1, pagesize: 100 }, { signal }),
  });
  const mobility = useQuery({
    queryKey: ['teacher-classes', 'mobility', classId],
    queryFn: ({ signal }) =>
      api.get<{ data: MobilityStudent[] }>(`/classes/${classId}/mobility-students`, undefined, { signal }),
    select: (res) => res.data,
  });
  return { students, mobility };
}
