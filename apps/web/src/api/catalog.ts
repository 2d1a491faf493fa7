import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, ROLE_IDS } from '@portal/domain/constants';
import type { Career, Role, Subject } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';

/**
 * The read-only lookups several screens share: careers, subjects (optionally of one career) and roles.
 * Lookups change rarely, so they stay fresh for ten minutes.
 */
export const catalogKeys = {
  careers: () => ['catalog', 'careers'] as const,
  subjects: (careerId: number | null) => ['catalog', 'subjects', careerId] as const,
  roles: () => ['catalog', 'roles'] as const,
};

interface Page<T> {
  data: T[];
}

const LOOKUP_STALE_MS = 10 * 60_000;

export const careersQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.careers(),
    queryFn: async ({ signal }) =>
      (await api.get<Page<Career>>('/careers', { pageSize: PAGE_SIZES.lookups }, { signal })).data,
    staleTime: LOOKUP_STALE_MS,
  });

export const subjectsQueryOptions = (careerId?: number | null) =>
  queryOptions({
    queryKey: catalogKeys.subjects(careerId ?? null),
    queryFn: async ({ signal }) =>
      (
        await api.get<Page<Subject>>(
          '/subjects',
          { pageSize: PAGE_SIZES.lookups, careerId: careerId ?? undefined },
          { signal },
        )
      ).data,
    staleTime: LOOKUP_STALE_MS,
  });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.roles(),
    queryFn: ({ signal }) => api.get<Role[]>('/users/roles', undefined, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useCareers = () => useQuery(careersQueryOptions());
export const useSubjects = (careerId?: number | null) => useQuery(subjectsQueryOptions(careerId));
export const useRoles = () => useQuery(rolesQueryOptions());

/** The student role (id 2) as the role list names it; the registration text and body use it (docs/rules.md PER-5). */
export function studentRole(roles: readonly Role[] | undefined): Role | null {
  return roles?.find((r) => r.id_role === ROLE_IDS.student) ?? null;
}
