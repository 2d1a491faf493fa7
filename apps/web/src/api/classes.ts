import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLASS_LIST_RETRIES, PAGE_SIZES, TIMINGS_MS } from '@portal/domain/constants';
import type { ClassesOverview, ClassesResponse, ClassItem } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import type { AdminClassesQuery } from './class-admin.ts';

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
/** Classes a teacher may still apply to teach: proposed (pendiente) and approved (aprobado). */
export const OPEN_CLASS_STATUSES = ['pendiente', 'aprobado'] as const;

// Every class list retries twice, 1 s apart, and keeps the previous page while the next loads.
export const listBehaviour = {
  retry: CLASS_LIST_RETRIES,
  retryDelay: TIMINGS_MS.classListRetryDelay,
  placeholderData: keepPreviousData,
} as const;

/** GET /classes, 12 per page (docs/rules.md LIS-1). */
export const studentClassesQueryOptions = (page: number, filters: StudentClassesQuery) =>
  queryOptions({
    queryKey: classKeys.studentList(page, filters),
    queryFn: ({ signal }) =>
      api.get<ClassesResponse>('/classes', { page, pageSize: PAGE_SIZES.studentClassList, ...filters }, { signal }),
    ...listBehaviour,
  });

export const useStudentClasses = (page: number, filters: StudentClassesQuery) =>
  useQuery(studentClassesQueryOptions(page, filters));

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

export const useOverview = (period: number | null, enabled = true) =>
  useQuery({ ...overviewQueryOptions(period), enabled });

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
export function useInvalidateClasses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: classKeys.all });
}
