import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Box, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBriefcase, IconCircleCheck } from '@tabler/icons-react';
import { TIMINGS_MS } from '@portal/domain/constants';
import { InstitutionBrand } from '../../components/institution-brand.tsx';
import { paths } from '../../config/paths.ts';
import type { StaffUser } from '../../lib/auth/types.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { StaffLoginForm } from './components/staff-login-form.tsx';

/** An admin sent here by the admin guard returns to the admin screen they asked for. */
function adminReturnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') ? from : null;
}

/** A message left by the page that sent the visitor here (the teacher invitation: "Tu cuenta … está lista"). */
function noticeOf(state: unknown): { notice: string; email: string } | null {
  const s = state as { notice?: unknown; email?: unknown } | null;
  if (typeof s?.notice !== 'string') return null;
  return { notice: s.notice, email: typeof s.email === 'string' ? s.email : '' };
}

/**
 * /staff/login (docs/architecture.md, Screens; docs/rules.md R10–R11): email and password for administration and teachers. About 500 ms
 * after signing in an admin goes to /admin/dashboard (or the admin screen the guard sent them from)
 * and a teacher to /staff/profile, replacing this page in the history.
 */
export function StaffLoginPage() {
  usePageTitle('Acceso para personal');
  const navigate = useNavigate();
  const location = useLocation();
  const arrival = noticeOf(location.state);

  const onSuccess = (user: StaffUser) => {
    const target =
      user.role === 'admin' ? (adminReturnPath(location.state) ?? paths.adminDashboard) : paths.staffProfile;
    setTimeout(() => navigate(target, { replace: true }), TIMINGS_MS.staffLoginRedirect);
  };

  // Cancel: back where the visitor came from within the portal, else home.
  const onCancel = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.home);
  };

  return (
    <Box component="main" mih="100dvh" py={{ base: 'lg', sm: 48 }} style={{ background: '#f5f7fb' }}>
      <Container size={480}>
        <Stack gap="lg">
          <InstitutionBrand />
          <Anchor component={Link} to={paths.home} c="navy.8" fw={600} style={{ alignSelf: 'flex-start' }}>
            <Group gap={6} mih={44}>
              <IconArrowLeft size={18} aria-hidden /> Volver al inicio
            </Group>
          </Anchor>
          <Card withBorder radius="lg" padding="xl" shadow="sm">
            <Stack gap="lg">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={48} radius="xl" color="navy" variant="light" aria-hidden>
                  <IconBriefcase size={26} />
                </ThemeIcon>
                <div>
                  <Title order={1} fz={{ base: 'h3', sm: 'h2' }} c="navy.8">
                    Acceso para personal
                  </Title>
                  <Text fz="sm" c="dimmed">
                    Administración y docentes del instituto
                  </Text>
                </div>
              </Group>
              {arrival ? (
                <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
                  {arrival.notice}
                </Alert>
              ) : null}
              <StaffLoginForm onSuccess={onSuccess} onCancel={onCancel} initialEmail={arrival?.email} />
            </Stack>
          </Card>
          <Text fz="sm" c="dimmed" ta="center">
            ¿Eres estudiante?{' '}
            <Anchor component={Link} to={paths.login} c="navy.8" fw={600}>
              Entra con tu cuenta institucional
            </Anchor>
          </Text>
          <Text fz="sm" c="dimmed" ta="center">
            ¿Olvidaste tu contraseña? Comunícate con el área de soporte técnico del Centro de Cómputo.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
