import { useMutation } from '@tanstack/react-query';
import type { Student } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';
import type { ProfileBody } from '../profile-form.ts';

/** POST /students (docs/architecture.md, API calls): the caller's own profile, with the student role and their user id. */
export interface RegisterStudentBody extends ProfileBody {
  id_role: number;
  id_user: number;
}

export const registerStudent = (body: RegisterStudentBody) => api.post<Student>('/students', body);

export const useRegisterStudent = () => useMutation({ mutationFn: registerStudent });
