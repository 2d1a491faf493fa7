import { Navigate, Outlet, useLocation } from 'react-router';
import { Box } from '@mantine/core';
import { IconCash, IconChalkboard, IconChartBar, IconId, IconLayoutDashboard, IconLock } from '@tabler/icons-react';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useSignOut, useSigningOut } from '../../lib/auth/use-sign-out.ts';
import { AreaHeader, type AreaLink } from './area-header.tsx';
import { AccessDenied } from './access-denied.tsx';
import { GuardStatus } from './guard-screens.tsx';
import { SkipLink } from '../../components/skip-link.tsx';

/** A teacher's area: their classes and their profile. */
const TEACHER_LINKS: AreaLink[] = [
  { to: paths.teacherClasses, label: 'Mis Clases', icon: IconChalkboard },
  { to: paths.staffProfile, label: 'Perfil del personal', icon: IconId },
];

/** Recursos Financieros' area: their payments screen, each summer's money, the holds and their profile. */
const FINANCE_LINKS: AreaLink[] = [
  { to: paths.staffPayments, label: 'Pagos', icon: IconCash },
  { to: paths.financeAnalytics, label: 'Analítica', icon: IconChartBar },
  { to: paths.financeHolds, label: 'Retenciones', icon: IconLock },
  { to: paths.staffProfile, label: 'Perfil del personal', icon: IconId },
];

/** An administrator who opens a staff screen (finance's «Pagos»): back to the dashboard, or the payments. */
const ADMIN_LINKS: AreaLink[] = [
  { to: paths.adminDashboard, label: 'Panel', icon: IconLayoutDashboard },
  { to: paths.staffPayments, label: 'Pagos', icon: IconCash },
];

/**
 * Guard of the staff screens (docs/rules.md ACC-7): any signed-in staff member (admin, teacher or finance) may enter — a
 * teacher is never sent elsewhere, so there is no redirect loop with the admin guard. A visitor who is not
 * signed in goes to the staff sign-in (and back here after it); a student sees 'Acceso denegado'. Teachers
 * get their area's links ("Mis Clases"), Recursos Financieros theirs ("Analítica"), sign-out in the header and
 * the skip link.
 */
export function StaffLayout() {
  const { status, user } = useAuth();
  const signingOut = useSigningOut();
  const signOut = useSignOut();
  const location = useLocation();

  if (signingOut) return <GuardStatus label="Cerrando sesión..." />;
  if (status === 'loading') return <GuardStatus label="Verificando autenticación..." />;
  if (status !== 'authenticated') {
    return <Navigate to={paths.staffLogin} replace state={{ from: location.pathname + location.search }} />;
  }
  if (user?.type !== 'staff') return <AccessDenied />;
  const links = user.role === 'teacher' ? TEACHER_LINKS : user.role === 'finanzas' ? FINANCE_LINKS : ADMIN_LINKS;
  return (
    <>
      <SkipLink />
      <AreaHeader
        label="Área del personal"
        links={links}
        {...(user.role !== 'admin' ? { onSignOut: () => void signOut(), signingOut } : {})}
      />
      <Box component="main" pb="xl">
        <Outlet />
      </Box>
    </>
  );
}
