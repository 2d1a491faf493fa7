import { useState, type FormEvent } from 'react';
import { Button, Flex, Grid, MultiSelect, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { subjectBodySchema, type SubjectBody } from '@portal/domain/schemas';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import type { CareerItem } from '../../../../api/catalog-admin.ts';

type Field = keyof SubjectBody;

/**
 * "Nueva materia": clave, nombre, créditos, horas, its careers and whether it is authorised for summer. The
 * fields are checked with the API's own schema, so each says what the server would.
 */
export function SubjectForm({
  careers,
  submitting,
  serverError,
  onSubmit,
  onCancel,
}: {
  careers: readonly CareerItem[];
  submitting: boolean;
  serverError: string | null;
  onSubmit: (body: SubjectBody) => void;
  onCancel: () => void;
}) {
  const [clave, setClave] = useState('');
  const [name, setName] = useState('');
  const [credits, setCredits] = useState<number | string>(5);
  const [hours, setHours] = useState<number | string>(5);
  const [careerIds, setCareerIds] = useState<string[]>([]);
  const [summer, setSummer] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

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
              error={errors.clave}
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
              error={errors.name}
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
              error={errors.credits}
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
              error={errors.hours}
            />
          </Grid.Col>
        </Grid>
        <MultiSelect
          label="Carreras"
          withAsterisk
          placeholder={careerIds.length ? undefined : 'Elige una o más carreras'}
          data={careers.filter((c) => !c.retired).map((c) => ({ value: String(c.id_career), label: c.name }))}
          value={careerIds}
          onChange={setCareerIds}
          error={errors.careerIds}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          label="Autorizada para cursos de verano"
          checked={summer}
          onChange={(e) => setSummer(e.currentTarget.checked)}
        />
        {serverError ? <ErrorAlert>{serverError}</ErrorAlert> : null}
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
