import { Link, useNavigate, useParams } from 'react-router';
import { Anchor, Box, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMailOpened } from '@tabler/icons-react';
import { InstitutionBrand } from '../../components/institution-brand.tsx';
import { ErrorState, LoadingState } from '../../components/page-states.tsx';
import { paths } from '../../config/paths.ts';
import { userMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useInvitation } from '../../api/invitations.ts';
import { InvitationForm } from './components/invitation-form.tsx';

/** What the staff sign-in page shows after the account was created (see staff-login-page.tsx). */
export const ACCOUNT_READY_NOTICE = 'Tu cuenta de docente está lista. Inicia sesión con tu correo y tu contraseña.';

/**
 * /staff/invitation/{token} (issue 21): the invited teacher greets their name, chooses a password
 * and goes to the staff sign-in with a success message. An expired, used or unknown link says so
 * with the server's Spanish message.
 */
export function InvitationPage() {
  usePageTitle('Invitación para docentes');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(token);

  const done = (email: string) =>
    navigate(paths.staffLogin, { replace: true, state: { notice: ACCOUNT_READY_NOTICE, email } });

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
                  <IconMailOpened size={26} />
                </ThemeIcon>
                <div>
                  <Title order={1} fz={{ base: 'h3', sm: 'h2' }} c="navy.8">
                    Invitación para docentes
                  </Title>
                  <Text fz="sm" c="dimmed">
                    Crea tu cuenta del portal de Cursos de Verano
                  </Text>
                </div>
              </Group>
              {invitation.isPending ? <LoadingState label="Revisando la invitación..." /> : null}
              {invitation.isError ? (
                <ErrorState
                  title="No se puede usar esta invitación"
                  message={userMessage(invitation.error, 'No se pudo revisar la invitación. Intenta nuevamente.')}
                >
                  <Button component={Link} to={paths.staffLogin} variant="white" color="red">
                    Ir al acceso para personal
                  </Button>
                </ErrorState>
              ) : null}
              {invitation.data ? (
                <Stack gap="md">
                  <div>
                    <Text fw={600} fz="lg">
                      Hola, {invitation.data.name}.
                    </Text>
                    <Text fz="sm">
                      Tu cuenta usará el correo{' '}
                      <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {invitation.data.email}
                      </Text>
                      . Elige tu contraseña.
                    </Text>
                  </div>
                  <InvitationForm token={token} onDone={done} />
                </Stack>
              ) : null}
            </Stack>
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}
