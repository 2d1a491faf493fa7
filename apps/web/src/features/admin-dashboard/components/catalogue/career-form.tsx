import { useState, type FormEvent } from 'react';
import { Button, Flex, Stack, TextInput } from '@mantine/core';
import { careerBodySchema } from '@portal/domain/schemas';

/**
 * «Nueva carrera» or «Renombrar carrera» (with `initial`): its name, checked with the API's own schema; the
 * server's refusal (a name already taken) shows on the field.
 */
export function CareerForm({
  initial,
  submitting,
  serverError,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  submitting: boolean;
  serverError: string | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = careerBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Revisa el nombre.');
      return;
    }
    setError(null);
    onSubmit(parsed.data.name);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre de la carrera"
          withAsterisk
          maxLength={120}
          placeholder="Ingeniería en Sistemas Computacionales"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error ?? serverError ?? undefined}
          data-autofocus
        />
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" loading={submitting}>
            Guardar carrera
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
