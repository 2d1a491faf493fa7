import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@portal/domain/constants';
import type { Subject, SubjectBody, SubjectPatch } from '@portal/domain/schemas';
import { api, apiDownload, type DownloadedFile } from '../lib/api-client.ts';

/**
 * The managed catalogue for its screen (docs/rules.md ELE-6): every subject and career, retired and not
 * authorised for summer too (`scope=all`). Under ['catalog'], so a change here also refreshes the lookups
 * the class forms read (only authorised subjects).
 */
export const catalogAdminKeys = {
  all: ['catalog'] as const,
  subjects: () => ['catalog', 'admin', 'subjects'] as const,
  careers: () => ['catalog', 'admin', 'careers'] as const,
};

interface Page<T> {
  data: T[];
}

export interface CareerItem {
  id_career: number;
  name: string;
  retired: boolean;
}

export const useCatalogSubjects = () =>
  useQuery(
    queryOptions({
      queryKey: catalogAdminKeys.subjects(),
      queryFn: async ({ signal }) =>
        (await api.get<Page<Subject>>('/subjects', { scope: 'all', pageSize: PAGE_SIZES.lookups }, { signal })).data,
    }),
  );

export const useCatalogCareers = () =>
  useQuery(
    queryOptions({
      queryKey: catalogAdminKeys.careers(),
      queryFn: async ({ signal }) =>
        (await api.get<Page<CareerItem>>('/careers', { scope: 'all', pageSize: PAGE_SIZES.lookups }, { signal })).data,
    }),
  );

/** GET /subjects/template.csv: the file to fill in. */
export function downloadSubjectsTemplate(): Promise<DownloadedFile> {
  return apiDownload('/subjects/template.csv', 'plantilla-materias.csv');
}

function useCatalogMutation<TVars, TData>(fn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Not awaited: the caller's own callbacks run at once, before a refetch may unmount the card that asked.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: catalogAdminKeys.all });
    },
  });
}

/** POST /subjects: a new subject (a clave already taken: 409 with the server's message). */
export const useCreateSubject = () => useCatalogMutation((body: SubjectBody) => api.post<Subject>('/subjects', body));

/** PATCH /subjects/{id}: authorise it for summer or not, retire it or bring it back, or edit it. */
export const usePatchSubject = () =>
  useCatalogMutation(({ id, body }: { id: number; body: SubjectPatch }) => api.patch<Subject>(`/subjects/${id}`, body));

/** POST /subjects/import: every subject of the CSV text or none (400 with one «Línea N: …» per bad line). */
export const useImportSubjects = () =>
  useCatalogMutation((csv: string) => api.post<{ imported: number; message: string }>('/subjects/import', { csv }));

/** POST /careers: a new career (a name already taken: 409 with the server's message). */
export const useCreateCareer = () =>
  useCatalogMutation((body: { name: string }) => api.post<CareerItem>('/careers', body));

/** PATCH /careers/{id}: rename it, or retire it or bring it back (a career is never deleted). */
export const usePatchCareer = () =>
  useCatalogMutation(({ id, body }: { id: number; body: { name?: string; retired?: boolean } }) =>
    api.patch<CareerItem>(`/careers/${id}`, body),
  );
