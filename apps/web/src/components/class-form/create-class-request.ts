import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassDetail } from '@portal/domain/schemas';
import { api } from '../../lib/api-client.ts';
import type { CreateClassRequest } from './class-form-values.ts';

/** POST /classes (docs/architecture.md, API calls): answers the created class. */
export const createClass = (body: CreateClassRequest) => api.post<ClassDetail>('/classes', body);

/** Creates a class; every class list and the caller's own classes are then out of date. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
