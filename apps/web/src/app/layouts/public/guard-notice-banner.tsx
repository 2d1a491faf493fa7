import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { readGuardNotice } from '../../../lib/auth/guard-notice.ts';
import page from '../../../components/public-page.module.css';
import classes from './public-layout.module.css';

/**
 * Says why the page changed when the student area's guard sent someone here (a visitor who followed
 * "Explorar programas", staff who opened /classes), instead of a silent jump back to the home page.
 * Closing it forgets the notice, so a reload does not bring it back.
 */
export function GuardNoticeBanner() {
  const location = useLocation();
  const navigate = useNavigate();
  const { status, user } = useAuth();
  if (readGuardNotice(location.state) !== 'student-area') return null;

  const staff = status === 'authenticated' && user?.type === 'staff';
  const dismiss = () => {
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
    // The focused close button goes away with the notice: keyboard focus continues at the content.
    document.getElementById('contenido')?.focus();
  };
  return (
    <div className={`${page.band} ${classes.notice}`}>
      <Alert
        color="navy"
        variant="light"
        icon={<IconLock aria-hidden />}
        title={staff ? 'Sección para estudiantes' : 'Inicia sesión para continuar'}
        withCloseButton
        closeButtonLabel="Cerrar aviso"
        onClose={dismiss}
      >
        {staff
          ? 'Las clases, los cursos y los perfiles de estudiante solo se abren con una cuenta institucional de estudiante.'
          : 'Las clases, tus cursos y tu perfil están en el área del estudiante. Entra con tu cuenta institucional para verlos.'}
        {staff ? null : (
          <Button component={Link} to={paths.login} size="sm" mt="sm" display="flex" w="fit-content">
            Iniciar sesión
          </Button>
        )}
      </Alert>
    </div>
  );
}
