import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * The invitation's token, from the link's fragment (`/staff/invitation#<token>`: browsers never send
 * it, so no server log holds it). A link of the older shape, `/staff/invitation/<token>`, still works:
 * its token moves into the fragment at once, out of the address other requests give as Referer.
 */
export function useInvitationToken(): string {
  const { token: fromPath } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (fromPath) void navigate({ pathname: paths.staffInvitation, hash: fromPath }, { replace: true });
  }, [fromPath, navigate]);
  return fromPath ?? hash.replace(/^#/, '');
}
