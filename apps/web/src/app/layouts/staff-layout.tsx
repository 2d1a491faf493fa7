import { Outlet } from 'react-router';
import { Box } from '@mantine/core';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useSigningOut } from '../../lib/auth/use-sign-out.ts';
import { AreaHeader } from './area-header.tsx';
import { AccessDenied, GuardStatus } from './guard-screens.tsx';

/**
 * Guard of the staff screens (docs/rules.md R7): any signed-in staff member, admin or teacher, may enter — a
 * teacher is never sent elsewhere, so there is no redirect loop with the admin guard. Anyone else
 * sees 'Acceso denegado'.
 */
export function Component() {
  const { status, user } = useAuth();
  const signingOut = useSigningOut();

  if (signingOut) return <GuardStatus label="Cerrando sesión..." />;
  if (status === 'loading') return <GuardStatus label="Verificando autenticación..." />;
  if (status !== 'authenticated' || user?.type !== 'staff') return <AccessDenied />;
  return (
    <>
      <AreaHeader label="Área del personal" />
      <Box component="main" pb="xl">
        <Outlet />
      </Box>
    </>
  );
}
