import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConstanciaVerification, GradesBody, GradeSheet } from '@portal/domain/schemas';
import { api, apiDownload, apiRequest, type DownloadedFile } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/**
 * A class's grades and acta (docs/rules.md ACT), the student's constancia and its public verification.
 * The grade sheet sits under ['classes'], so closing an acta refreshes every view of the class.
 */
export const gradeKeys = {
  sheet: (classId: number) => [...classKeys.all, 'grades', classId] as const,
  verification: (folio: string) => ['verification', folio] as const,
};

/** GET /classes/{id}/grades: the grade sheet (the class's teacher or an administrator). */
export function useGradeSheet(classId: number) {
  return useQuery({
    queryKey: gradeKeys.sheet(classId),
    queryFn: ({ signal }) => api.get<GradeSheet>(`/classes/${classId}/grades`, undefined, { signal }),
  });
}

/** PUT /classes/{id}/grades: some grades (drafts), answered with the whole sheet. */
export const saveGrades = (classId: number, grades: GradesBody['grades']): Promise<GradeSheet> =>
  apiRequest<GradeSheet>(`/classes/${classId}/grades`, { method: 'PUT', body: { grades } });

/** POST /classes/{id}/acta: closes the acta. */
export function useCloseActa(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<GradeSheet>(`/classes/${classId}/acta`),
    onSuccess: (sheet) => client.setQueryData(gradeKeys.sheet(classId), sheet),
    onSettled: () => client.invalidateQueries({ queryKey: classKeys.all }),
  });
}

/** POST /classes/{id}/acta/reopen (administrators), with the reason. */
export function useReopenActa(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.post<GradeSheet>(`/classes/${classId}/acta/reopen`, { reason }),
    onSuccess: (sheet) => client.setQueryData(gradeKeys.sheet(classId), sheet),
    onSettled: () => client.invalidateQueries({ queryKey: classKeys.all }),
  });
}

/** The acta's files: GET /classes/{id}/acta.pdf and acta.xlsx. */
export type ActaFile = 'acta.pdf' | 'acta.xlsx';
export const downloadActa = (classId: number, file: ActaFile): Promise<DownloadedFile> =>
  apiDownload(`/classes/${classId}/${file}`, `clase-${classId}-${file}`);

/** GET /classes/{id}/constancia.pdf: the signed-in student's constancia. */
export const downloadConstancia = (classId: number): Promise<DownloadedFile> =>
  apiDownload(`/classes/${classId}/constancia.pdf`, `constancia-${classId}.pdf`);

/** GET /verify/{folio} (public, no token). */
export function useVerification(folio: string) {
  return useQuery({
    queryKey: gradeKeys.verification(folio),
    queryFn: ({ signal }) =>
      api.get<ConstanciaVerification>(`/verify/${encodeURIComponent(folio)}`, undefined, { signal, auth: 'none' }),
    retry: false,
  });
}
