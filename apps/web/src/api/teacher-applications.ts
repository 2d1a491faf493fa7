import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReviewTeacherApplication,
  TeacherApplication,
  TeacherApplicationCreated,
  TeacherApplicationInput,
} from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';

/** Applications to teach a class: sent by anyone, read and answered by admins. */
export const teacherApplicationKeys = {
  all: ['teacher-applications'] as const,
  lists: () => ['teacher-applications', 'list'] as const,
  /** GET /teachers/applications with the list's filters (TeacherApplication[]). */
  list: (filters: ApplicationsFilters) => ['teacher-applications', 'list', filters] as const,
  /** GET /teachers/applications/{id} (TeacherApplication). */
  detail: (id: number) => ['teacher-applications', 'detail', id] as const,
};

export type AcceptedFilter = 'all' | 'accepted' | 'not-accepted';

export interface ApplicationsFilters {
  search: string;
  accepted: AcceptedFilter;
}

export function getApplications(filters: ApplicationsFilters, signal?: AbortSignal): Promise<TeacherApplication[]> {
  const accepted = filters.accepted === 'all' ? undefined : filters.accepted === 'accepted';
  return api.get<TeacherApplication[]>(
    '/teachers/applications',
    { search: filters.search.trim(), accepted },
    { signal },
  );
}

export const applicationsQueryOptions = (filters: ApplicationsFilters) =>
  queryOptions({
    queryKey: teacherApplicationKeys.list(filters),
    queryFn: ({ signal }) => getApplications(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useApplications = (filters: ApplicationsFilters) => useQuery(applicationsQueryOptions(filters));

export const applicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: teacherApplicationKeys.detail(id),
    queryFn: ({ signal }) => api.get<TeacherApplication>(`/teachers/applications/${id}`, undefined, { signal }),
  });

export function useApplication(id: number | null) {
  return useQuery({ ...applicationQueryOptions(id ?? 0), enabled: id !== null });
}

/** POST /teachers/applications as a JSON body, so personal data never travels in the URL. */
export function submitApplication(body: TeacherApplicationInput): Promise<TeacherApplicationCreated> {
  return api.post<TeacherApplicationCreated>('/teachers/applications', body, { auth: 'none' });
}

export const useSubmitApplication = () => useMutation({ mutationFn: submitApplication });

/** PATCH /teachers/applications/{id}: an admin accepts or declines an application. */
export function reviewApplication(id: number, accepted: boolean): Promise<TeacherApplication> {
  return api.patch<TeacherApplication>(`/teachers/applications/${id}`, {
    accepted,
  } satisfies ReviewTeacherApplication);
}

export function useReviewApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accepted: boolean) => reviewApplication(id, accepted),
    onSuccess: async (updated) => {
      queryClient.setQueryData(teacherApplicationKeys.detail(id), updated);
      await queryClient.invalidateQueries({ queryKey: teacherApplicationKeys.lists() });
    },
  });
}
