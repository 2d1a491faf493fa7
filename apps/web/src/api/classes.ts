import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLASS_LIST_RETRIES, PAGE_SIZES, TIMINGS_MS } from '@portal/domain/constants';
import type { ClassStatus, ReviewTarget } from '@portal/domain/rules';
import type {
  ClassDetail,
  ClassesOverview,
  ClassesResponse,
  ClassItem,
  CreateClassBody,
  ReviewBody,
  ReviewResult,
  UpdateClassBody,
} from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';

/**
 * The classes resource: GET/POST /classes, GET /classes/{id}, its status moves and its WhatsApp link.
 * Every key starts with ['classes'], so any change to a class refreshes every view of one (lists,
 * detail, roster, payments, waitlists); the next segment names the view, so two shapes never share a key.
 */
export const classKeys = {
  all: ['classes'] as const,
  /** The student's class browser (ClassesResponse, 12 a page). */
  studentList: (page: number, filters: StudentClassesQuery) =>
    ['classes', 'list', 'student', { page, pageSize: PAGE_SIZES.studentClassList, ...filters }] as const,
  /** The admin screens' pages (ClassesResponse). */
  adminList: (query: AdminClassesQuery) => ['classes', 'list', 'admin', query] as const,
  /** The home page's classes open to teacher applications (ClassesResponse, no token). */
  openList: (page: number) => ['classes', 'list', 'open', page] as const,
  /** The four figures of "Resumen General" (ClassesOverview). */
  overview: (period: number | null) => ['classes', 'overview', period] as const,
  /** GET /classes/{id} read by staff: a ClassDetail with its status history. */
  staffDetail: (classId: number) => ['classes', 'detail', 'staff', classId] as const,
  /** GET /classes/{id} read without a token: the public ClassItem (no history). */
  publicDetail: (classId: number) => ['classes', 'detail', 'public', classId] as const,
};

/** The student browser's GET /classes filters (see features/classes/class-filters.ts). */
export interface StudentClassesQuery {
  status?: string;
  period?: number;
  careerId?: number;
  subjectId?: number;
  clave?: string;
}

/** The filters the admin screens send to GET /classes. */
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
  /** Only classes that reached the minimum group size ("Lista para aprobar", issue 15). */
  quorum?: 'ready' | 'below' | null;
}

/** Classes a teacher may still apply to teach: proposed (pendiente) and approved (aprobado). */
export const OPEN_CLASS_STATUSES = ['pendiente', 'aprobado'] as const;

// Every class list retries twice, 1 s apart, and keeps the previous page while the next loads.
const listBehaviour = {
  retry: CLASS_LIST_RETRIES,
  retryDelay: TIMINGS_MS.classListRetryDelay,
  placeholderData: keepPreviousData,
} as const;

/** GET /classes, 12 per page (docs/rules.md R56). */
export const studentClassesQueryOptions = (page: number, filters: StudentClassesQuery) =>
  queryOptions({
    queryKey: classKeys.studentList(page, filters),
    queryFn: ({ signal }) =>
      api.get<ClassesResponse>('/classes', { page, pageSize: PAGE_SIZES.studentClassList, ...filters }, { signal }),
    ...listBehaviour,
  });

export const useStudentClasses = (page: number, filters: StudentClassesQuery) =>
  useQuery(studentClassesQueryOptions(page, filters));

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

export const useAdminClasses = (query: AdminClassesQuery) => useQuery(adminClassesQueryOptions(query));

export function getOpenClasses(page: number, signal?: AbortSignal): Promise<ClassesResponse> {
  return api.get<ClassesResponse>(
    '/classes',
    { status: OPEN_CLASS_STATUSES, page, pageSize: PAGE_SIZES.homeOpenClasses },
    { auth: 'none', signal },
  );
}

export const openClassesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: classKeys.openList(page),
    queryFn: ({ signal }) => getOpenClasses(page, signal),
    ...listBehaviour,
  });

export const useOpenClasses = (page: number) => useQuery(openClassesQueryOptions(page));

/** GET /classes/overview: the four figures of "Resumen General", for one academic year or all (null). */
export const overviewQueryOptions = (period: number | null) =>
  queryOptions({
    queryKey: classKeys.overview(period),
    queryFn: ({ signal }) => api.get<ClassesOverview>('/classes/overview', { period }, { signal }),
  });

export const useOverview = (period: number | null) => useQuery(overviewQueryOptions(period));

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

/** GET /classes/{id} without a token: the class a teacher application is about. */
export const publicClassQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: classKeys.publicDetail(classId),
    queryFn: ({ signal }) => api.get<ClassItem>(`/classes/${classId}`, undefined, { auth: 'none', signal }),
  });

export function usePublicClass(classId: number | null) {
  return useQuery({ ...publicClassQueryOptions(classId ?? 0), enabled: classId !== null });
}

/** Any change to a class: every view of every class is out of date. */
function useInvalidateClasses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: classKeys.all });
}

/** POST /classes: answers the created class. */
export const createClass = (body: CreateClassBody) => api.post<ClassDetail>('/classes', body);

export function useCreateClass() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: createClass, onSuccess: invalidate });
}

/**
 * PATCH /classes/{id}/class with the class's WhatsApp link. The body carries the current status as the
 * spec's client does; the API ignores a student's status.
 */
export const updateWhatsappLink = ({ classId, ...body }: { classId: number } & Required<UpdateClassBody>) =>
  api.patch<unknown>(`/classes/${classId}/class`, body);

export function useUpdateWhatsappLink() {
  const invalidate = useInvalidateClasses();
  return useMutation({ mutationFn: updateWhatsappLink, onSuccess: invalidate });
}

export interface ReviewRequest {
  classId: number;
  target: ReviewTarget;
  /** The approval comment (optional) or the rejection reason (required by the screen). */
  note: string;
  /** Approving under the minimum of students: the note is the required written reason (issue 15). */
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

/** POST /classes/{id}/status/active | cancelled (admins, issue 15); a cancellation carries its reason. */
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
