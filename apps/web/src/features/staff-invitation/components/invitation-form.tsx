import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { invitationFormRule } from '@portal/domain/rules';
import { userMessage } from '../../../lib/api-client.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { useAcceptInvitation } from '../../../api/invitations.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

const PASSWORD_HINT = 'Al menos 6 caracteres. La usarás con tu correo para entrar al portal.';

/**
 * The password the invited teacher chooses, twice; each field shows its own problem under it
 * (docs/rules.md DOC-5; the rule is `invitationFormProblems`). `onDone` runs once the
 * account exists.
 */
export function InvitationForm({ token, onDone }: { token: string; onDone: (email: string) => void }) {
  const accept = useAcceptInvitation();
  // A double tap or Enter pressed twice sends one request.
  const acceptOnce = useMutateOnce(accept);
  // Editing a field clears its problem; the next submit checks again.
  const form = useValidatedForm(invitationFormRule, {
    defaultValues: { password: '', confirmation: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  // The link works once: after the account exists, a late second tap (its request long answered, the page
  // not yet gone) sends nothing.
  const submit = ({ password }: { password: string }) => {
    if (accept.isSuccess) return;
    acceptOnce({ token, password }, { onSuccess: (account) => onDone(account.email) });
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Crear tu cuenta de docente">
      <Stack gap="md">
        {accept.isError ? (
          <ErrorAlert>{userMessage(accept.error, 'No se pudo crear tu cuenta. Intenta nuevamente.')}</ErrorAlert>
        ) : null}
        <PasswordInput
          label="Contraseña"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          error={errors.password?.message}
          // Mantine marks a password field invalid for the eye only (data-invalid): say it to screen readers too.
          aria-invalid={errors.password ? true : undefined}
          disabled={accept.isPending}
          size="md"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
          {...form.register('password', { onChange: () => form.clearErrors('password') })}
        />
        <PasswordInput
          label="Confirma la contraseña"
          autoComplete="new-password"
          error={errors.confirmation?.message}
          aria-invalid={errors.confirmation ? true : undefined}
          disabled={accept.isPending}
          size="md"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la confirmación' }}
          {...form.register('confirmation', { onChange: () => form.clearErrors('confirmation') })}
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
