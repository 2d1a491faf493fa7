import { useState, type FormEvent } from 'react';
import { Button, Flex, Grid, MultiSelect, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { subjectBodySchema, type Subject, type SubjectBody } from '@portal/domain/schemas';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import type { CareerItem } from '../../../../api/catalog-admin.ts';
import { ApiError, userMessage } from '../../../../lib/api-client.ts';

type Field = keyof SubjectBody;

/** The server's refusal of a subject, on the field it is about when it names one (a clave already taken). */
export interface SubjectServerError {
  field: Field | null;
  message: string;
}

const FIELD_OF_CODE: Record<string, Field> = { SUBJECT_KEY_TAKEN: 'clave', CAREER_NOT_FOUND: 'careerIds' };

export function subjectServerError(err: unknown, fallback: string): SubjectServerError {
  const code = err instanceof ApiError ? err.code : null;
  return { field: (code && FIELD_OF_CODE[code]) || null, message: userMessage(err, fallback) };
}

/**
 * "Nueva materia" or "Editar materia" (with `initial`): clave, nombre, créditos, horas, its careers and whether it
 * is authorised for summer. The fields are checked with the API's own schema, so each says what the server would;
 * what the server still refuses shows on its field.
 */
export function SubjectForm({
  careers,
  initial,
  submitting,
  serverError,
  onSubmit,
  onCancel,
}: {
  careers: readonly CareerItem[];
  initial?: Subject;
  submitting: boolean;
  serverError: SubjectServerError | null;
  onSubmit: (body: SubjectBody) => void;
  onCancel: () => void;
}) {
  const [clave, setClave] = useState(initial?.clave ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [credits, setCredits] = useState<number | string>(initial?.credits ?? 5);
  const [hours, setHours] = useState<number | string>(initial?.hours ?? 5);
  const [careerIds, setCareerIds] = useState<string[]>(initial?.Careers.map((c) => String(c.id_career)) ?? []);
  const [summer, setSummer] = useState(initial?.summer ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fieldError = (field: Field) =>
    errors[field] ?? (serverError?.field === field ? serverError.message : undefined);
  // A retired career the subject still belongs to stays chosen (and can be taken out); no other retired one is offered.
  const careerOptions = careers
    .filter((c) => !c.retired || careerIds.includes(String(c.id_career)))
    .map((c) => ({ value: String(c.id_career), label: c.retired ? `${c.name} (retirada)` : c.name }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = subjectBodySchema.safeParse({
      clave,
      name,
      credits: typeof credits === 'number' ? credits : Number.NaN,
      hours: typeof hours === 'number' ? hours : Number.NaN,
      careerIds: careerIds.map(Number),
      summer,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Clave"
              withAsterisk
              placeholder="ACF0901"
              maxLength={7}
              value={clave}
              onChange={(e) => setClave(e.currentTarget.value)}
              error={fieldError('clave')}
              data-autofocus
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="Nombre"
              withAsterisk
              maxLength={120}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={fieldError('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6 }}>
            <NumberInput
              label="Créditos"
              withAsterisk
              min={1}
              max={20}
              allowDecimal={false}
              value={credits}
              onChange={setCredits}
              error={fieldError('credits')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6 }}>
            <NumberInput
              label="Horas por semana"
              withAsterisk
              min={1}
              max={40}
              allowDecimal={false}
              value={hours}
              onChange={setHours}
              error={fieldError('hours')}
            />
          </Grid.Col>
        </Grid>
        <MultiSelect
          label="Carreras"
          withAsterisk
          placeholder={careerIds.length ? undefined : 'Elige una o más carreras'}
          data={careerOptions}
          value={careerIds}
          onChange={setCareerIds}
          error={fieldError('careerIds')}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          label="Autorizada para cursos de verano"
          checked={summer}
          onChange={(e) => setSummer(e.currentTarget.checked)}
        />
        {serverError && !serverError.field ? <ErrorAlert>{serverError.message}</ErrorAlert> : null}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" loading={submitting}>
            Guardar materia
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
