import { Button } from '@mantine/core';
import { IconLogin2, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import classes from './auth-control.module.css';

/** Signed out: a link to /login. Signed in: "Mi Perfil" (student or staff profile) and "Cerrar Sesión". */
export function AuthControl() {
  const { status, user, logout } = useAuth();
  const navigate = useNavigate();

  if (status === 'loading') return <span className={classes.authPending} aria-hidden />;

  if (status !== 'authenticated' || !user) {
    return (
      <Button component={Link} to={paths.login} className={classes.authButton} leftSection={<IconLogin2 aria-hidden />}>
        Iniciar Sesión
      </Button>
    );
  }

  const signOut = async () => {
    let signedOut = true;
    try {
      signedOut = await logout();
    } finally {
      if (signedOut) navigate(paths.home);
    }
  };

  return (
    <div className={classes.authGroup}>
      <Button
        component={Link}
        to={user.type === 'staff' ? paths.staffProfile : paths.profile}
        variant="light"
        className={classes.authButton}
        leftSection={<IconUserCircle aria-hidden />}
      >
        Mi Perfil
      </Button>
      <Button
        variant="outline"
        className={classes.authButton}
        leftSection={<IconLogout aria-hidden />}
        onClick={() => void signOut()}
      >
        Cerrar Sesión
      </Button>
    </div>
  );
}
