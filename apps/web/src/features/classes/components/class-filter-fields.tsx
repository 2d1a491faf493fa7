import { useEffect, useMemo } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE_MS } from '@portal/domain/constants';
import { NativeSelect, Select, SimpleGrid, Text } from '@mantine/core';
import { SUBJECT_SEARCH } from '../../../components/subject-filter.ts';
import { useCareers, useSubjects } from '../../../api/catalog.ts';
import { withCareer, withKeyInput, YEAR_OPTIONS, type ClassFilters } from '../class-filters.ts';
import { KeySearchInput } from './key-search-input.tsx';

/**
 * The fields inside the filter panel: academic year, career, subject (of the career) and key. Their
 * own module (Mantine's searchable select is the heaviest code of the page): they load when the panel
 * first opens — at once on wide screens, on demand on phones, where the panel starts closed.
 */
export function ClassFilterFields({
  filters,
  onChange,
}: {
  filters: ClassFilters;
  onChange: (next: ClassFilters) => void;
}) {
  // The list follows the key box once typing pauses; the waiting lives here, with the box (the page's first
  // view on a phone does not carry it).
  const [settledKey] = useDebouncedValue(filters.keyInput, DEBOUNCE_MS.classKeySearch);
  useEffect(() => {
    if (settledKey !== filters.keyQuery) onChange({ ...filters, keyQuery: settledKey });
    // Only a newly settled key is news; the other filters are passed along as they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledKey]);
  const careers = useCareers();
  const subjects = useSubjects(filters.careerId ? Number(filters.careerId) : null);
  const subjectOptions = useMemo(
    () => (subjects.data ?? []).map((s) => ({ value: String(s.id_subject), label: `${s.name} · ${s.clave}` })),
    [subjects.data],
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="xs" pt="md">
        <NativeSelect
          label="Año académico"
          data={[{ value: '', label: 'Todos los años' }, ...YEAR_OPTIONS.map((y) => ({ value: y, label: y }))]}
          value={filters.period}
          onChange={(e) => onChange({ ...filters, period: e.currentTarget.value })}
        />
        <NativeSelect
          label="Carrera"
          data={[
            { value: '', label: careers.isPending ? 'Cargando carreras...' : 'Todas las carreras' },
            ...(careers.data ?? []).map((c) => ({ value: String(c.id_career), label: c.name })),
          ]}
          value={filters.careerId}
          onChange={(e) => onChange(withCareer(filters, e.currentTarget.value))}
        />
        <Select
          label="Materia"
          placeholder={filters.careerId ? 'Materias de la carrera' : 'Todas las materias'}
          data={subjectOptions}
          {...SUBJECT_SEARCH}
          value={filters.subjectId}
          onChange={(value) => onChange({ ...filters, subjectId: value })}
        />
        <KeySearchInput value={filters.keyInput} onChange={(raw) => onChange(withKeyInput(filters, raw))} />
      </SimpleGrid>
      {careers.isError || subjects.isError ? (
        <Text fz="sm" c="red.9" mt="xs">
          No se pudieron cargar las carreras o materias para filtrar.
        </Text>
      ) : null}
    </>
  );
}
