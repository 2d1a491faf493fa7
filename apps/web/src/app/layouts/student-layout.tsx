import { Navigate, Outlet, useLocation } from 'react-router';
import { Box } from '@mantine/core';
import { IconBooks, IconCirclePlus, IconSchool, IconUserCircle } from '@tabler/icons-react';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { guardNoticeState } from '../../lib/auth/guard-notice.ts';
import { useSignOut, useSigningOut } from '../../lib/auth/use-sign-out.ts';
import { AreaHeader, type AreaLink } from './area-header.tsx';
import { GuardOverlay, GuardStatus } from './guard-screens.tsx';
import { paintedWhileChecking } from './painted-while-checking.ts';
import { usePrerenderShell } from './prerender-shell.ts';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';

const STUDENT_LINKS: AreaLink[] = [
  { to: paths.profile, label: 'Mi Perfil', icon: IconUserCircle },
  { to: paths.classes, label: 'Clases Disponibles', icon: IconBooks },
  { to: paths.createClass, label: 'Crear Curso', icon: IconCirclePlus },
  { to: paths.myCourses, label: 'Mis Cursos', icon: IconSchool },
];

/**
 * Guard and navigation of the student area (docs/architecture.md, Screens; docs/rules.md ACC-10): while checking,
 * 'Verificando autenticación...'; anyone not signed in as a student goes to '/'. A page in
 * painted-while-checking.ts shows its loading state in the frame while a stored
 * student sign-in is checked; the same redirect follows if the check fails.
 */
export function StudentLayout() {
  const { status, user, pendingStudentName } = useAuth();
  const signingOut = useSigningOut();
  const signOut = useSignOut();
  const pathname = useLocation().pathname;
  const shell = usePrerenderShell();

  // Still signed in while signing out: the sign-out popup is open; the page waits under an overlay.
  const popupOpen = signingOut && status === 'authenticated' && user?.type === 'student';
  if (signingOut && !popupOpen) return <GuardStatus label="Cerrando sesión..." />;
  // The build's shell of a student page, or a stored student sign-in being checked on a page that may paint
  // meanwhile: the frame and the page in its loading state (it shows nothing from the server).
  const checkingStored = status === 'loading' && Boolean(pendingStudentName) && paintedWhileChecking(pathname);
  const frameOnly = shell || checkingStored;
  if (status === 'loading' && !frameOnly) return <GuardStatus label="Verificando autenticación..." />;
  const admitted = status === 'authenticated' && user?.type === 'student';
  if (!admitted && !frameOnly) return <Navigate to={paths.home} replace state={guardNoticeState('student-area')} />;

  return (
    <>
      {popupOpen ? <GuardOverlay label="Cerrando sesión..." /> : null}
      <div inert={popupOpen} style={{ display: 'contents' }}>
        <SkipLink />
        <AreaHeader
          label="Área del estudiante"
          links={STUDENT_LINKS}
          onSignOut={() => void signOut()}
          signingOut={signingOut}
          actions={user?.type === 'student' ? <NotificationBell /> : null}
        />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} pb="xl" style={{ outline: 'none' }}>
          <Outlet />
        </Box>
      </div>
    </>
  );
}
