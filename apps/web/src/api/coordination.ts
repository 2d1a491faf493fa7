import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttendanceSheet,
  CoordinationList,
  EvaluationBody,
  EvaluationForm,
  EvaluationResult,
  ProgressSheet,
  TeacherEvaluations,
} from '@portal/domain/schemas';
import { api, apiRequest } from '../lib/api-client.ts';

/** Attendance, weekly progress, the coordinator's list and the teacher evaluation (docs/rules.md COO). */
export const coordinationKeys = {
  all: ['coordination'] as const,
  attendance: (classId: number) => ['coordination', 'attendance', classId] as const,
  progress: (classId: number) => ['coordination', 'progress', classId] as const,
  list: (period: number | null) => ['coordination', 'list', period] as const,
  evaluation: (classId: number) => ['coordination', 'evaluation', classId] as const,
  results: (classId: number) => ['coordination', 'results', classId] as const,
  teacher: (teacherId: number) => ['coordination', 'teacher', teacherId] as const,
};

export function useAttendance(classId: number) {
  return useQuery({
    queryKey: coordinationKeys.attendance(classId),
    queryFn: ({ signal }) => api.get<AttendanceSheet>(`/classes/${classId}/attendance`, undefined, { signal }),
  });
}

/** PUT /classes/{id}/attendance/{date}: who was absent. */
export function useTakeAttendance(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { date: string; absent: number[] }) =>
      apiRequest<AttendanceSheet>(`/classes/${classId}/attendance/${p.date}`, {
        method: 'PUT',
        body: { absent: p.absent },
      }),
    onSuccess: (sheet) => client.setQueryData(coordinationKeys.attendance(classId), sheet),
  });
}

export function useProgress(classId: number) {
  return useQuery({
    queryKey: coordinationKeys.progress(classId),
    queryFn: ({ signal }) => api.get<ProgressSheet>(`/classes/${classId}/progress`, undefined, { signal }),
  });
}

export function useReportProgress(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { week: number; percent: number; note: string | null }) =>
      api.post<ProgressSheet>(`/classes/${classId}/progress`, body),
    onSuccess: (sheet) => client.setQueryData(coordinationKeys.progress(classId), sheet),
  });
}

/** GET /coordination/classes: the running classes, those behind first. */
export function useCoordinationList(period: number | null) {
  return useQuery({
    queryKey: coordinationKeys.list(period),
    queryFn: ({ signal }) =>
      api.get<CoordinationList>('/coordination/classes', period === null ? undefined : { period }, { signal }),
  });
}

export function useSendReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { classId: number; reason: 'progress' | 'attendance' }) =>
      api.post<{ sent: true; message: string }>(`/classes/${p.classId}/reminders`, { reason: p.reason }),
    onSettled: () => client.invalidateQueries({ queryKey: ['coordination', 'list'] }),
  });
}

export function useRecordWarning() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { classId: number; note: string }) =>
      api.post<{ message: string }>(`/classes/${p.classId}/warnings`, { note: p.note }),
    onSettled: () => client.invalidateQueries({ queryKey: ['coordination', 'list'] }),
  });
}

export function useEvaluationForm(classId: number) {
  return useQuery({
    queryKey: coordinationKeys.evaluation(classId),
    queryFn: ({ signal }) => api.get<EvaluationForm>(`/classes/${classId}/evaluation`, undefined, { signal }),
  });
}

export function useAnswerEvaluation(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EvaluationBody) => api.post<EvaluationForm>(`/classes/${classId}/evaluation`, body),
    onSuccess: (form) => client.setQueryData(coordinationKeys.evaluation(classId), form),
  });
}

export function useEvaluationResults(classId: number, enabled = true) {
  return useQuery({
    queryKey: coordinationKeys.results(classId),
    queryFn: ({ signal }) => api.get<EvaluationResult>(`/classes/${classId}/evaluation/results`, undefined, { signal }),
    enabled,
    retry: false,
  });
}

export function useTeacherEvaluations(teacherId: number | null) {
  return useQuery({
    queryKey: coordinationKeys.teacher(teacherId ?? 0),
    queryFn: ({ signal }) => api.get<TeacherEvaluations>(`/teachers/${teacherId}/evaluations`, undefined, { signal }),
    enabled: teacherId !== null,
  });
}
