import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useSigningOut } from '../../lib/auth/use-sign-out.ts';
import { GuardStatus } from './guard-screens.tsx';

/**
 * Guard of the admin area (spec §2): while checking, 'Verificando permisos administrativos...';
 * anyone who is not signed-in staff goes to /staff/login, staff who are not admins to /staff/profile.
 * The screens of the area draw their own navigation.
 */
export function Component() {
  const { status, user } = useAuth();
  const location = useLocation();
  const signingOut = useSigningOut();

  if (signingOut) return <GuardStatus label="Cerrando sesión..." />;
  if (status === 'loading') return <GuardStatus label="Verificando permisos administrativos..." />;
  if (status !== 'authenticated' || user?.type !== 'staff') {
    return <Navigate to={paths.staffLogin} replace state={{ from: location.pathname + location.search }} />;
  }
  if (user.role !== 'admin') return <Navigate to={paths.staffProfile} replace />;
  return <Outlet />;
}
