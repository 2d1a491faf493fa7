import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconBriefcase, IconCircleCheck } from '@tabler/icons-react';
import { TIMINGS_MS } from '@portal/domain/constants';
import { SignInCard, SignInFrame } from '../../components/sign-in-frame.tsx';
import { paths } from '../../config/paths.ts';
import type { StaffUser } from '../../lib/auth/types.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { StaffLoginForm } from './components/staff-login-form.tsx';

/** An admin sent here by the admin guard returns to the admin screen they asked for. */
function returnPath(state: unknown, area: '/admin/' | '/staff/'): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(area) ? from : null;
}

/** A message left by the page that sent the visitor here (the teacher invitation: "Tu cuenta … está lista"). */
function noticeOf(state: unknown): { notice: string; email: string } | null {
  const s = state as { notice?: unknown; email?: unknown } | null;
  if (typeof s?.notice !== 'string') return null;
  return { notice: s.notice, email: typeof s.email === 'string' ? s.email : '' };
}

/**
 * /staff/login (docs/architecture.md, Screens; docs/rules.md SES-1–SES-2): email and password for administration and teachers. About 500 ms
 * after signing in an admin goes to /admin/dashboard (or the admin screen the guard sent them from)
 * and a teacher to «Mis Clases» (/staff/classes, or the staff screen the guard sent them from), replacing this
 * page in the history.
 */
export function StaffLoginPage() {
  usePageTitle('Acceso para personal');
  const navigate = useNavigate();
  const location = useLocation();
  const arrival = noticeOf(location.state);

  const onSuccess = (user: StaffUser) => {
    // A teacher's work is their classes: «Mis Clases» first (or the staff screen the guard sent them from).
    const target =
      user.role === 'admin'
        ? (returnPath(location.state, '/admin/') ?? paths.adminDashboard)
        : (returnPath(location.state, '/staff/') ??
          (user.role === 'finanzas' ? paths.staffPayments : paths.teacherClasses));
    setTimeout(() => navigate(target, { replace: true }), TIMINGS_MS.staffLoginRedirect);
  };

  // Cancel: back where the visitor came from within the portal, else home.
  const onCancel = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.home);
  };

  return (
    <SignInFrame width={480}>
      <SignInCard
        icon={<IconBriefcase size={26} />}
        title="Acceso para personal"
        subtitle="Administración y docentes del instituto"
      >
        {arrival ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {arrival.notice}
          </Alert>
        ) : null}
        <StaffLoginForm onSuccess={onSuccess} onCancel={onCancel} initialEmail={arrival?.email} />
      </SignInCard>
      <Text fz="sm" c="dimmed" ta="center">
        ¿Eres estudiante?{' '}
        <Anchor component={Link} to={paths.login} c="navy.8" fw={600}>
          Entra con tu cuenta institucional
        </Anchor>
      </Text>
      <Text fz="sm" c="dimmed" ta="center">
        ¿Olvidaste tu contraseña? Comunícate con el área de soporte técnico del Centro de Cómputo.
      </Text>
    </SignInFrame>
  );
}
