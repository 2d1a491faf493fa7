import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClassmatesResponse,
  ClassTeacherBody,
  ClassTeacherResponse,
  MobilityStudentsResponse,
  MyTeacherClass,
  SentInvitation,
  TeacherAccount,
  TeacherApplication,
  TeacherInvitation,
} from '@portal/domain/schemas';
import { api, apiRequest } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/**
 * Teacher accounts, invitations and the teacher's own classes. Every view about teachers lives under
 * ['teachers', …], so a change to an account, an invitation or an assignment refreshes them all.
 */
export const teacherKeys = {
  all: ['teachers'] as const,
  /** GET /teachers/applications?accepted=true (TeacherApplication[]): who may be invited. */
  acceptedApplications: () => ['teachers', 'accepted-applications'] as const,
  /** GET /teachers/invitations, every invitation ({ data: TeacherInvitation[] }). */
  invitations: () => ['teachers', 'invitations'] as const,
  /** GET /teachers, every account with its classes, as "Gestión de Profesores" lists them. */
  accounts: () => ['teachers', 'accounts'] as const,
  /** GET /teachers narrowed to the active accounts, for the "Asignar docente" picker. */
  activePicker: () => ['teachers', 'active-picker'] as const,
  /** GET /teachers/me/classes: "Mis Clases" of the signed-in teacher. */
  mine: () => ['teachers', 'me', 'classes'] as const,
  /** A roster as a teacher reads it (ClassmatesResponse, one page of up to 100). */
  roster: (classId: number) => ['teachers', 'me', 'roster', classId] as const,
  /** The mobility students of a class as a teacher reads them. */
  mobility: (classId: number) => ['teachers', 'me', 'mobility', classId] as const,
};

/** The accepted applications (who may be invited) and every invitation. */
export function useInvitationBoard() {
  const applications = useQuery({
    queryKey: teacherKeys.acceptedApplications(),
    queryFn: ({ signal }) => api.get<TeacherApplication[]>('/teachers/applications', { accepted: true }, { signal }),
  });
  const invitations = useQuery({
    queryKey: teacherKeys.invitations(),
    queryFn: ({ signal }) => api.get<{ data: TeacherInvitation[] }>('/teachers/invitations', undefined, { signal }),
    select: (res) => res.data,
  });
  return { applications, invitations };
}

/** GET /teachers: every teacher account (active or not) with the classes assigned to it. */
export function getTeacherAccounts(signal?: AbortSignal): Promise<{ data: TeacherAccount[] }> {
  return api.get<{ data: TeacherAccount[] }>('/teachers', undefined, { signal });
}

export function useTeacherAccounts() {
  return useQuery({
    queryKey: teacherKeys.accounts(),
    queryFn: ({ signal }) => getTeacherAccounts(signal),
    select: (res) => res.data,
  });
}

/** The teacher picker of "Asignar docente": only the active accounts (a deactivated one cannot teach). */
export const activeTeachersQueryOptions = () =>
  queryOptions({
    queryKey: teacherKeys.activePicker(),
    queryFn: ({ signal }) => getTeacherAccounts(signal),
    select: (res) => res.data.filter((t) => t.is_active),
  });

/** `enabled: false` waits (a closed dialog does not load the teachers yet). */
export const useActiveTeachers = (enabled = true) => useQuery({ ...activeTeachersQueryOptions(), enabled });

/** A change to invitations or accounts: every teacher view is refreshed. */
function useTeachersMutation<TVars, TData>(fn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}

/** Invites (or re-invites) an accepted applicant: the answer carries the one-time link. */
export const useSendInvitation = () =>
  useTeachersMutation((applicationId: number) =>
    api.post<SentInvitation>(`/teachers/applications/${applicationId}/invitation`),
  );

export const useRevokeInvitation = () =>
  useTeachersMutation((invitationId: number) => api.delete<TeacherInvitation>(`/teachers/invitations/${invitationId}`));

export const useSetTeacherActive = () =>
  useTeachersMutation(({ id, active }: { id: number; active: boolean }) =>
    api.patch<TeacherAccount>(`/teachers/${id}`, { active }),
  );

export interface AssignTeacherRequest extends ClassTeacherBody {
  classId: number;
}

/**
 * PUT /classes/{id}/teacher. A 409 is the refusal "El docente se empalma con …" (or a class that is no
 * longer approved or active); a 400, a teacher account that is no longer active.
 */
export function assignTeacher({ classId, staffId }: AssignTeacherRequest): Promise<ClassTeacherResponse> {
  return apiRequest<ClassTeacherResponse>(`/classes/${classId}/teacher`, { method: 'PUT', body: { staffId } });
}

/** Assigning a teacher changes the class (its cards and details) and every teacher view (their classes). */
export function useAssignTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTeacher,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classKeys.all }),
        queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
      ]),
  });
}

/** GET /teachers/me/classes: "Mis Clases", the classes assigned to the signed-in teacher. */
export function useMyTeacherClasses(enabled = true) {
  return useQuery({
    enabled,
    queryKey: teacherKeys.mine(),
    queryFn: ({ signal }) => api.get<{ data: MyTeacherClass[] }>('/teachers/me/classes', undefined, { signal }),
    select: (res) => res.data,
  });
}

/** The class's roster, read-only: its students (one page of up to 100) and its mobility students. */
export function useTeacherRoster(classId: number) {
  const students = useQuery({
    queryKey: teacherKeys.roster(classId),
    queryFn: ({ signal }) =>
      api.get<ClassmatesResponse>(`/classes/${classId}/students`, { page: 1, pagesize: 100 }, { signal }),
  });
  const mobility = useQuery({
    queryKey: teacherKeys.mobility(classId),
    queryFn: ({ signal }) =>
      api.get<MobilityStudentsResponse>(`/classes/${classId}/mobility-students`, undefined, { signal }),
    select: (res) => res.data,
  });
  return { students, mobility };
}
