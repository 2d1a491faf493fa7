import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { Grid, Select, Stack, TextInput } from '@mantine/core';
import { useSubjects } from '../../api/catalog.ts';
import { SUBJECT_SEARCH } from '../subject-filter.ts';
import { groupedSubjectFilter } from './grouped-subject-filter.ts';
import { FieldsetTitle, type ClassFieldsetProps } from './class-fieldset.tsx';

const GROUP_LABELS = {
  student: { own: 'De tu carrera', other: 'De otras carreras (requieren convalidación)' },
  responsible: { own: 'De la carrera del estudiante responsable', other: 'De otras carreras' },
} as const;

/**
 * "Materia": the subject, searched by name or key, and its key filled in read-only. Only subjects
 * authorised for summer are offered (the API's default list, docs/rules.md ELE-1); with a career known
 * (the student's, or the responsible student's) its subjects come first, the others after them.
 */
export function SubjectFieldset({
  form,
  errorOf,
  headingLevel,
  careerId = null,
  whose = 'student',
}: ClassFieldsetProps & { careerId?: number | null; whose?: 'student' | 'responsible' }) {
  const { control, register, setValue } = form;
  // The field's ref kept apart: the rest is read while rendering, a ref must not be (react-hooks/refs).
  const { ref: subjectRef, ...subject } = useController({ control, name: 'subjectId' }).field;
  const subjects = useSubjects();
  const subjectOptions = useMemo(() => {
    const all = subjects.data ?? [];
    const option = (s: (typeof all)[number]) => ({ value: String(s.id_subject), label: `${s.name} · ${s.clave}` });
    if (careerId === null) return all.map(option);
    const own = all.filter((s) => s.Careers.some((c) => c.id_career === careerId));
    const others = all.filter((s) => !s.Careers.some((c) => c.id_career === careerId));
    return [
      { group: GROUP_LABELS[whose].own, items: own.map(option) },
      { group: GROUP_LABELS[whose].other, items: others.map(option) },
    ].filter((g) => g.items.length > 0);
  }, [subjects.data, careerId, whose]);

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
            filter={groupedSubjectFilter}
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
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Clave" readOnly placeholder="Se llena con la materia" {...register('clave')} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
