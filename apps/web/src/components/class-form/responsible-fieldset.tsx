import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ResponsibleCandidate } from './class-form-values.ts';
import { FieldsetTitle, type ClassFieldsetProps } from './class-fieldset.tsx';

/**
 * Admin mode's optional responsible student: picked from the registered students (which fills id,
 * control number and phone) or typed in; that student is enrolled as the group leader.
 */
export function ResponsibleFieldset({
  form,
  errorOf,
  headingLevel,
  candidates,
}: ClassFieldsetProps & { candidates: readonly ResponsibleCandidate[] | null }) {
  const { control, register, setValue } = form;
  const responsibleId = useWatch({ control, name: 'responsibleStudentId' });
  const options = useMemo(() => (candidates ?? []).map((c) => ({ value: String(c.id), label: c.label })), [candidates]);

  return (
    <Stack gap="sm">
      <div>
        <FieldsetTitle order={headingLevel}>Estudiante responsable (opcional)</FieldsetTitle>
        <Text fz="sm" c="dimmed">
          Si indicas un estudiante, quedará inscrito como jefe de grupo.
        </Text>
      </div>
      {candidates ? (
        <Select
          label="Buscar estudiante"
          description="Por nombre o número de control; llena los tres campos de abajo."
          placeholder="Escribe para buscar"
          searchable
          clearable
          data={options}
          limit={50}
          nothingFoundMessage="Ningún estudiante coincide"
          value={options.some((o) => o.value === responsibleId.trim()) ? responsibleId.trim() : null}
          onChange={(value) => {
            const chosen = candidates.find((c) => String(c.id) === value);
            setValue('responsibleStudentId', chosen ? String(chosen.id) : '', { shouldValidate: true });
            setValue('responsibleControlNumber', chosen?.controlNumber ?? '');
            setValue('responsiblePhone', chosen?.phone ?? '');
          }}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="ID del estudiante"
          inputMode="numeric"
          error={errorOf('responsibleStudentId')}
          {...register('responsibleStudentId')}
        />
        <TextInput label="Número de control" {...register('responsibleControlNumber')} />
        <TextInput label="Teléfono" type="tel" inputMode="tel" {...register('responsiblePhone')} />
      </SimpleGrid>
    </Stack>
  );
}
