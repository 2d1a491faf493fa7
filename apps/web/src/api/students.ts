import { useMutation, useQuery } from '@tanstack/react-query';
import type { RegisterStudentBody, Student, StudentListItem, UpdateStudentBody } from '@portal/domain/schemas';
import { api, ApiError } from '../lib/api-client.ts';

/** Student records. The signed-in student's own record is read by the auth module (see auth.ts). */
export const studentKeys = {
  all: ['students'] as const,
  /** GET /students/students: every registered student (StudentListItem[]). */
  registered: () => ['students', 'registered'] as const,
};

/**
 * GET /students/students (admins): every registered student with name, control number and career —
 * the choices of a class roster's enrol search and of the admin class form's responsible student.
 * Students register at any moment, so each screen that needs the list asks again when it opens
 * (showing the cached list meanwhile): a student who registered a minute ago can be found.
 */
export const useRegisteredStudents = () =>
  useQuery({
    queryKey: studentKeys.registered(),
    queryFn: ({ signal }) => api.get<StudentListItem[]>('/students/students', undefined, { signal }),
    staleTime: 0,
  });

/** The student record of a user (GET /students?userId=), or null when they have not registered yet. */
export async function getStudentOfUser(userId: number): Promise<Student | null> {
  try {
    return await api.get<Student>('/students', { userId });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** POST /students: the caller's own profile, with the student role (as the role list names it) and their user id. */
export type RegisterStudentRequest = Omit<RegisterStudentBody, 'id_role'> & { id_role: number };

export const registerStudent = (body: RegisterStudentRequest) => api.post<Student>('/students', body);

export const useRegisterStudent = () => useMutation({ mutationFn: registerStudent });

/** PATCH /students/{id}: career, control number and phone of the caller's own record. */
export const updateStudent = ({ id, body }: { id: number; body: UpdateStudentBody }) =>
  api.patch<Student>(`/students/${id}`, body);

export const useUpdateStudent = () => useMutation({ mutationFn: updateStudent });
