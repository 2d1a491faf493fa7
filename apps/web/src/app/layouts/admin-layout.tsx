import { Navigate, Outlet, useLocation } from 'react-router';
import { IconChecklist, IconLayoutDashboard, IconSchool } from '@tabler/icons-react';
import { SkipLink } from '../../components/skip-link.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useSignOut, useSigningOut } from '../../lib/auth/use-sign-out.ts';
import { AreaHeader, type AreaLink } from './area-header.tsx';
import { GuardStatus } from './guard-screens.tsx';

const section = (id: string) => `${paths.adminDashboard}?section=${id}`;

/**
 * The admin screens outside the dashboard (roster, teacher applications) reach these from their header
 * (the roster's own back link leads to Gestión de Estudiantes).
 */
const ADMIN_LINKS: AreaLink[] = [
  { to: section('resumen'), label: 'Resumen General', icon: IconLayoutDashboard },
  { to: section('aprobar'), label: 'Aprobar Clases', icon: IconChecklist },
  { to: paths.teacherApplications, label: 'Solicitudes de Profesores', icon: IconSchool },
];

/**
 * Guard of the admin area (spec §2): while checking, 'Verificando permisos administrativos...';
 * anyone who is not signed-in staff goes to /staff/login, staff who are not admins to /staff/profile.
 * The dashboard draws its own sidebar; the other admin screens get the area's header with the main
 * sections and 'Cerrar Sesión', so none of them is a dead end.
 */
export function Component() {
  const { status, user } = useAuth();
  const location = useLocation();
  const signingOut = useSigningOut();
  const signOut = useSignOut();

  if (signingOut) return <GuardStatus label="Cerrando sesión..." />;
  if (status === 'loading') return <GuardStatus label="Verificando permisos administrativos..." />;
  if (status !== 'authenticated' || user?.type !== 'staff') {
    return <Navigate to={paths.staffLogin} replace state={{ from: location.pathname + location.search }} />;
  }
  if (user.role !== 'admin') return <Navigate to={paths.staffProfile} replace />;
  const onDashboard = location.pathname.toLowerCase().replace(/\/+$/, '') === paths.adminDashboard;
  if (onDashboard) {
    return (
      <>
        <SkipLink />
        <Outlet />
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <AreaHeader
        label="Área de administración"
        links={ADMIN_LINKS}
        onSignOut={() => void signOut()}
        signingOut={signingOut}
      />
      <Outlet />
    </>
  );
}
