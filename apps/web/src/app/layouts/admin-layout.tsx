import { Navigate, Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useSigningOut } from '../../lib/auth/use-sign-out.ts';
import { AdminShell } from '../../features/admin-dashboard/admin-shell.tsx';
import { GuardStatus } from './guard-screens.tsx';
import { usePrerenderShell } from './prerender-shell.ts';

/**
 * Guard of the admin area (docs/rules.md ACC-7): while checking, 'Verificando permisos administrativos...';
 * anyone who is not signed-in staff goes to /staff/login, staff who are not admins to /staff/profile.
 * Every admin screen — the dashboard, the roster, the teacher applications — renders inside the same
 * frame: the dashboard's sidebar on wide screens, its burger on phones.
 */
export function AdminLayout() {
  const { status, user } = useAuth();
  const location = useLocation();
  const signingOut = useSigningOut();
  // The build's shell of an admin page: the frame and the page in its loading state.
  const shell = usePrerenderShell();

  if (signingOut) return <GuardStatus label="Cerrando sesión..." />;
  if (!shell) {
    if (status === 'loading') return <GuardStatus label="Verificando permisos administrativos..." />;
    if (status !== 'authenticated' || user?.type !== 'staff') {
      return <Navigate to={paths.staffLogin} replace state={{ from: location.pathname + location.search }} />;
    }
    if (user.role !== 'admin') {
      return <Navigate to={user.role === 'finanzas' ? paths.staffPayments : paths.teacherClasses} replace />;
    }
  }
  return (
    <>
      <SkipLink />
      <AdminShell>
        <Outlet />
      </AdminShell>
    </>
  );
}
