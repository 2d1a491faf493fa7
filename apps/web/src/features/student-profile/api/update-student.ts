import { useMutation } from '@tanstack/react-query';
import type { Student } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';
import type { ProfileBody } from '../profile-form.ts';

/** PATCH /students/{id} (docs/architecture.md, API calls): career, control number and phone of the caller's own record. */
export const updateStudent = ({ id, body }: { id: number; body: ProfileBody }) =>
  api.patch<Student>(`/students/${id}`, body);

export const useUpdateStudent = () => useMutation({ mutationFn: updateStudent });
