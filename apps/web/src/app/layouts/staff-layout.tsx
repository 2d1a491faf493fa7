import { Navigate, Outlet, useLocation } from 'react-router';
import { Box } from '@mantine/core';
import { IconChalkboard, IconChartBar, IconId } from '@tabler/icons-react';
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

/** Recursos Financieros' area: the money of each summer and their profile. */
const FINANCE_LINKS: AreaLink[] = [
  { to: paths.financeAnalytics, label: 'Analítica', icon: IconChartBar },
  { to: paths.staffProfile, label: 'Perfil del personal', icon: IconId },
];

/**
 * Guard of the staff screens (docs/rules.md ACC-7): any signed-in staff member, admin or teacher, may enter — a
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
  const teacher = user.role === 'teacher';
  const finance = user.role === 'finanzas';
  const links = teacher ? TEACHER_LINKS : finance ? FINANCE_LINKS : [];
  return (
    <>
      <SkipLink />
      <AreaHeader
        label="Área del personal"
        links={links}
        {...(teacher || finance ? { onSignOut: () => void signOut(), signingOut } : {})}
      />
      <Box component="main" pb="xl">
        <Outlet />
      </Box>
    </>
  );
}
