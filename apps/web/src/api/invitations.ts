import { useMutation, useQuery } from '@tanstack/react-query';
import type { PublicInvitation } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';

/** The invitation link's page (public): the invitation a token opens ({@link PublicInvitation}). */
export const invitationKeys = {
  byToken: (token: string) => ['staff-invitation', token] as const,
};

/** POST /staff/invitation/lookup {token}: who is invited, while the link is pending (public; reads only). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: invitationKeys.byToken(token),
    queryFn: ({ signal }) => api.post<PublicInvitation>('/staff/invitation/lookup', { token }, { signal }),
    retry: false,
    staleTime: Infinity,
  });
}

export interface AcceptedInvitation {
  id_user: number;
  email: string;
  message: string;
}

/** POST /staff/invitation/accept: the link's one use, which creates the teacher account. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<AcceptedInvitation>('/staff/invitation/accept', body),
  });
}
