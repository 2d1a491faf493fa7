import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { TIMINGS_MS } from '@portal/domain/constants';
import { AUTH_MESSAGES, staffLoginFormRule, type StaffLoginValues } from '@portal/domain/rules';
import { paths } from '../../../config/paths.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, userMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import type { StaffUser } from '../../../lib/auth/types.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';

/** The message for a failed staff login (docs/rules.md SES-2). */
export function staffLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return AUTH_MESSAGES.invalidCredentials;
  return userMessage(error, NETWORK_ERROR_MESSAGE);
}

export interface StaffLoginFormProps {
  /** Replaces the default redirect (admin → dashboard, teacher → staff profile, after ~500 ms). */
  onSuccess?: (user: StaffUser) => void;
  onCancel?: () => void;
  cancelLabel?: string;
  /** The email to start with (a teacher arriving from their invitation). */
  initialEmail?: string | undefined;
}

/** A field's problem is said at once, like the server's refusal above the fields. */
const ANNOUNCED = { role: 'alert' } as const;

/**
 * Email and password sign-in for staff (docs/architecture.md, Screens; docs/rules.md SES-1–SES-2). The spec's
 * one message at a time shows under the field to fix (`staffLoginFormRule`); editing a field clears it.
 */
export function StaffLoginForm({
  onSuccess,
  onCancel,
  cancelLabel = 'Cancelar',
  initialEmail = '',
}: StaffLoginFormProps) {
  const { loginStaff } = useAuth();
  const navigate = useNavigate();
  const form = useValidatedForm(staffLoginFormRule, {
    defaultValues: { email: initialEmail, password: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'pending' | 'success'>('idle');
  const [showPassword, setShowPassword] = useState(false);

  const submit = async ({ email, password }: StaffLoginValues) => {
    setState('pending');
    setFailure(null);
    try {
      const user = await loginStaff(email.trim(), password);
      setState('success');
      if (onSuccess) onSuccess(user);
      else {
        setTimeout(
          () => navigate(user.role === 'admin' ? paths.adminDashboard : paths.staffProfile, { replace: true }),
          TIMINGS_MS.staffLoginRedirect,
        );
      }
    } catch (err) {
      setState('idle');
      setFailure(staffLoginErrorMessage(err));
    }
  };

  const busy = state !== 'idle';
  // Both fields: editing clears the last problem and the last refusal; locked while signing in.
  const field = (name: keyof StaffLoginValues) => ({
    error: errors[name]?.message,
    errorProps: ANNOUNCED,
    disabled: busy,
    size: 'md' as const,
    ...form.register(name, {
      onChange: () => {
        form.clearErrors();
        setFailure(null);
      },
    }),
  });
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Acceso para personal">
      <Stack gap="md">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <TextInput
          label="Correo institucional"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="nombre@tec.example"
          {...field('email')}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          {...field('password')}
          visible={showPassword}
          onVisibilityChange={setShowPassword}
          visibilityToggleFocusable
          // A 40 px toggle, an easy target for a finger (Mantine's is 28 px).
          rightSectionWidth={44}
          vars={() => ({ root: { '--psi-button-size': '2.5rem' } })}
          visibilityToggleButtonProps={{
            'aria-label': showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña',
          }}
        />
        <Group grow preventGrowOverflow={false} wrap="wrap">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={state === 'pending'} size="md">
              {cancelLabel}
            </Button>
          ) : null}
          <Button type="submit" loading={false} disabled={busy} size="md">
            {busy ? 'Accediendo al sistema...' : 'Iniciar sesión'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
