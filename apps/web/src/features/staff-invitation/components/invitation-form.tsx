import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { invitationFormProblems } from '@portal/domain/rules';
import { userMessage } from '../../../lib/api-client.ts';
import { useAcceptInvitation } from '../../../api/invitations.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';

const PASSWORD_HINT = 'Al menos 6 caracteres. La usarás con tu correo para entrar al portal.';

/**
 * The password the invited teacher chooses, twice; each field shows its own problem under it
 * (docs/rules.md, teacher invitations). `onDone` runs once the account exists.
 */
export function InvitationForm({ token, onDone }: { token: string; onDone: (email: string) => void }) {
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<{ password: string | null; confirmation: string | null }>({
    password: null,
    confirmation: null,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = invitationFormProblems({ password, confirmation });
    setProblems(found);
    if (found.password || found.confirmation) return;
    accept.mutate({ token, password }, { onSuccess: (account) => onDone(account.email) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Crear tu cuenta de docente">
      <Stack gap="md">
        {accept.isError ? (
          <ErrorAlert>{userMessage(accept.error, 'No se pudo crear tu cuenta. Intenta nuevamente.')}</ErrorAlert>
        ) : null}
        <PasswordInput
          name="new-password"
          label="Contraseña"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            if (problems.password) setProblems((p) => ({ ...p, password: null }));
          }}
          error={problems.password}
          disabled={accept.isPending}
          size="md"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
        />
        <PasswordInput
          name="confirm-password"
          label="Confirma la contraseña"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => {
            setConfirmation(e.currentTarget.value);
            if (problems.confirmation) setProblems((p) => ({ ...p, confirmation: null }));
          }}
          error={problems.confirmation}
          disabled={accept.isPending}
          size="md"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la confirmación' }}
        />
        <Text fz="sm" c="dimmed">
          El enlace sirve una sola vez: al crear tu cuenta deja de funcionar.
        </Text>
        <Button type="submit" size="md" loading={accept.isPending}>
          Crear mi cuenta
        </Button>
      </Stack>
    </form>
  );
}
