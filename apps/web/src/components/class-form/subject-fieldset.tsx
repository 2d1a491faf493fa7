import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { Grid, Select, Stack, TextInput } from '@mantine/core';
import { useSubjects } from '../../api/catalog.ts';
import { SUBJECT_SEARCH } from '../subject-filter.ts';
import { FieldsetTitle, type ClassFieldsetProps } from './class-fieldset.tsx';
import { SubjectInterestNote } from './subject-interest-note.tsx';

/** "Materia": the subject, searched by name or key, and its key filled in read-only. */
export function SubjectFieldset({ form, errorOf, headingLevel }: ClassFieldsetProps) {
  const { control, register, setValue } = form;
  // The field's ref kept apart: the rest is read while rendering, a ref must not be (react-hooks/refs).
  const { ref: subjectRef, ...subject } = useController({ control, name: 'subjectId' }).field;
  const subjects = useSubjects();
  const subjectOptions = useMemo(
    () => (subjects.data ?? []).map((s) => ({ value: String(s.id_subject), label: `${s.name} · ${s.clave}` })),
    [subjects.data],
  );

  return (
    <Stack gap="sm">
      <FieldsetTitle order={headingLevel}>Materia</FieldsetTitle>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Select
            label="Materia"
            withAsterisk
            placeholder={subjects.isPending ? 'Cargando materias...' : 'Busca por nombre o clave'}
            data={subjectOptions}
            {...SUBJECT_SEARCH}
            error={
              errorOf('subjectId') ??
              (subjects.isError ? 'No se pudieron cargar las materias. Recarga la página.' : undefined)
            }
            name={subject.name}
            value={subject.value}
            onChange={(value) => {
              // The key first: a submitted form checks the subject again with its key.
              const chosen = subjects.data?.find((s) => String(s.id_subject) === value);
              setValue('clave', chosen?.clave ?? '');
              subject.onChange(value);
            }}
            onBlur={subject.onBlur}
            ref={subjectRef}
          />
          <SubjectInterestNote subjectId={subject.value ? Number(subject.value) : null} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Clave" readOnly placeholder="Se llena con la materia" {...register('clave')} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
