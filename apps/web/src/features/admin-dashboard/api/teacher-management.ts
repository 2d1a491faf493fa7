import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SentInvitation, TeacherAccount, TeacherApplication, TeacherInvitation } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';

const KEY = ['teacher-management'] as const;

/** The accepted applications (who may be invited) and every invitation. */
export function useInvitationBoard() {
  const applications = useQuery({
    queryKey: [...KEY, 'accepted-applications'],
    queryFn: ({ signal }) => api.get<TeacherApplication[]>('/teachers/applications', { accepted: true }, { signal }),
  });
  const invitations = useQuery({
    queryKey: [...KEY, 'invitations'],
    queryFn: ({ signal }) => api.get<{ data: TeacherInvitation[] }>('/teachers/invitations', undefined, { signal }),
    select: (res) => res.data,
  });
  return { applications, invitations };
}

export function useTeacherAccounts() {
  return useQuery({
    queryKey: [...KEY, 'teachers'],
    queryFn: ({ signal }) => api.get<{ data: TeacherAccount[] }>('/teachers', undefined, { signal }),
    select: (res) => res.data,
  });
}

/** Invites (or re-invites) an accepted applicant: the answer carries the one-time link. */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) =>
      api.post<SentInvitation>(`/teachers/applications/${applicationId}/invitation`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => api.delete<TeacherInvitation>(`/teachers/invitations/${invitationId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSetTeacherActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.patch<TeacherAccount>(`/teachers/${id}`, { active }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
