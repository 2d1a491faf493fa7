import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherAccount } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

/** GET /teachers: every teacher account (active or not) with the classes assigned to it. */
export function getTeacherAccounts(signal?: AbortSignal): Promise<{ data: TeacherAccount[] }> {
  return api.get<{ data: TeacherAccount[] }>('/teachers', undefined, { signal });
}

/** Every query about teacher accounts for assigning them lives under ['teachers', …]. */
export const TEACHERS_KEY = ['teachers'] as const;

/** The teacher picker of "Asignar docente": only the active accounts (a deactivated one cannot teach). */
export const activeTeachersQueryOptions = () =>
  queryOptions({
    queryKey: [...TEACHERS_KEY, 'active-picker'],
    queryFn: ({ signal }) => getTeacherAccounts(signal),
    select: (res) => res.data.filter((t) => t.is_active),
  });

/** `enabled: false` waits (a closed dialog does not load the teachers yet). */
export const useActiveTeachers = (enabled = true) => useQuery({ ...activeTeachersQueryOptions(), enabled });
