import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassStatus, EnrolmentKind, ReviewTarget } from '@portal/domain/rules';
import type {
  ClassDetail,
  ClassesResponse,
  ClassItem,
  EnrollBody,
  RemovalResult,
  ReviewBody,
  ReviewResult,
  StudentListItem,
  WaitlistRoster,
} from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { classKeys, listBehaviour, useInvalidateClasses } from './classes.ts';
import { waitlistKeys } from './waitlist.ts';

/**
 * The classes resource as the administration reads and moves it: the admin's class lists, a class with
 * its status history (review popup, roster), reviews and status moves. Apart from api/classes.ts so
 * the student's pages do not load it; the keys are the same classKeys.
 */

export interface AdminClassesQuery {
  page: number;
  pageSize: number;
  /** One status, or several (sent comma-separated). */
  status?: ClassStatus | readonly ClassStatus[] | null;
  period?: number | null;
  /** Subject name or key. */
  search?: string | null;
  /** Subject name only. */
  subjectName?: string | null;
  /** The table view's order: a column key, "-" in front for descending (see CLASS_SORT_KEYS). */
  sort?: string | null;
  /** Only classes that reached the minimum group size ("Lista para aprobar"). */
  quorum?: 'ready' | 'below' | null;
  /** Only classes still without a room, a teacher, or either («Asignar Salones»). */
  missing?: 'room' | 'teacher' | 'either' | null;
}

export function getAdminClasses(query: AdminClassesQuery, signal?: AbortSignal): Promise<ClassesResponse> {
  return api.get<ClassesResponse>(
    '/classes',
    {
      page: query.page,
      pageSize: query.pageSize,
      status: query.status,
      period: query.period,
      search: query.search?.trim(),
      subjectName: query.subjectName?.trim(),
      sort: query.sort,
      quorum: query.quorum ?? undefined,
      missing: query.missing ?? undefined,
    },
    { signal },
  );
}

export const adminClassesQueryOptions = (query: AdminClassesQuery) =>
  queryOptions({
    queryKey: classKeys.adminList(query),
    queryFn: ({ signal }) => getAdminClasses(query, signal),
    ...listBehaviour,
  });

export const useAdminClasses = (query: AdminClassesQuery, enabled = true) =>
  useQuery({ ...adminClassesQueryOptions(query), enabled });

/** GET /classes/{id} with the staff token: the class with its status history (who reviewed it, when, why). */
export const staffClassQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: classKeys.staffDetail(classId),
    queryFn: ({ signal }) => api.get<ClassDetail>(`/classes/${classId}`, undefined, { signal }),
  });

/** The class of the review popup (null: none open). */
export function useStaffClass(classId: number | null) {
  return useQuery({ ...staffClassQueryOptions(classId ?? 0), enabled: classId !== null });
}

/**
 * The roster's class, always loaded (a direct load or a reload has no navigation state); the class
 * handed over by the previous screen, if any, shows meanwhile.
 */
export function useRosterClass(classId: number, headStart: ClassItem | undefined) {
  return useQuery({
    ...staffClassQueryOptions(classId),
    placeholderData: headStart ? { ...headStart, status_history: null } : undefined,
  });
}

export interface ReviewRequest {
  classId: number;
  target: ReviewTarget;
  /** The approval comment (optional) or the rejection reason (required by the screen). */
  note: string;
  /** Approving under the minimum of students: the note is the required written reason. */
  belowQuorum?: boolean;
}

/** POST /classes/{id}/status/{aprobado|rechazado}; the comment or reason travels in the optional body. */
export function reviewClass({ classId, target, note, belowQuorum }: ReviewRequest): Promise<ReviewResult> {
  const text = note.trim() || null;
  const body: ReviewBody =
    target === 'aprobado' ? (belowQuorum ? { belowQuorumReason: text } : { comment: text }) : { reason: text };
  return api.post<ReviewResult>(`/classes/${classId}/status/${target}`, body);
}

export function useReviewClass() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: reviewClass, onSettled: invalidate });
}

/** POST /classes/{id}/status/active | cancelled (admins); a cancellation carries its reason. */
export function useChangeStatus(classId: number) {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: ({ target, reason }: { target: 'active' | 'cancelled'; reason?: string }) =>
      api.post<ReviewResult>(
        `/classes/${classId}/status/${target}`,
        (target === 'cancelled' ? { reason } : {}) satisfies ReviewBody,
      ),
    onSettled: invalidate,
  });
}

/** The body of an admin's enrolment of a registered student. */
export const enrolBodyFor = (classId: number, student: StudentListItem): EnrollBody => ({
  classId,
  student: { studentId: student.id_student, controlNumber: student.control_number, studentPhone: student.phone },
});

/** DELETE /classes/{id}/student/{studentId} (admins). */
export const removeStudent = ({ classId, studentId }: { classId: number; studentId: number }) =>
  api.delete<RemovalResult>(`/classes/${classId}/student/${studentId}`);

export function useRemoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStudent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}

/** PATCH /classes/{id}/student/{studentId}: corrects how the student takes the subject (docs/rules.md ELE-8). */
export function useCorrectKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, studentId, kind }: { classId: number; studentId: number; kind: EnrolmentKind }) =>
      api.patch<{ kind: EnrolmentKind }>(`/classes/${classId}/student/${studentId}`, { kind }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: classKeys.all });
    },
  });
}

/** GET /classes/{id}/waitlist (admins). */
export const useClassWaitlist = (classId: number, enabled = true) =>
  useQuery({
    queryKey: waitlistKeys.ofClass(classId),
    queryFn: ({ signal }) => api.get<WaitlistRoster>(`/classes/${classId}/waitlist`, undefined, { signal }),
    enabled,
  });
