import { Link, useNavigate } from 'react-router';
import { Button, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { SignInCard, SignInFrame } from '../../components/sign-in-frame.tsx';
import { ErrorState, LoadingState } from '../../components/page-states.tsx';
import { paths } from '../../config/paths.ts';
import { userMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useInvitation } from '../../api/invitations.ts';
import { InvitationForm } from './components/invitation-form.tsx';
import { useInvitationToken } from './use-invitation-token.ts';

/** What the staff sign-in page shows after the account was created (see staff-login-page.tsx). */
export const ACCOUNT_READY_NOTICE = 'Tu cuenta de docente está lista. Inicia sesión con tu correo y tu contraseña.';

/**
 * /staff/invitation#{token} (or an older link's /staff/invitation/{token}): the invited teacher greets their name, chooses a password
 * and goes to the staff sign-in with a success message. An expired, used or unknown link says so
 * with the server's Spanish message.
 */
export function InvitationPage() {
  usePageTitle('Invitación para docentes');
  const token = useInvitationToken();
  const navigate = useNavigate();
  const invitation = useInvitation(token);

  const done = (email: string) =>
    navigate(paths.staffLogin, { replace: true, state: { notice: ACCOUNT_READY_NOTICE, email } });

  return (
    <SignInFrame width={480}>
      <SignInCard
        icon={<IconMailOpened size={26} />}
        title="Invitación para docentes"
        subtitle="Crea tu cuenta del portal de Cursos de Verano"
      >
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
      </SignInCard>
    </SignInFrame>
  );
}
