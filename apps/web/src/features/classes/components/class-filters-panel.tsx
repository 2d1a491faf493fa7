import { useId, useMemo } from 'react';
import { Badge, Button, Card, Collapse, Group, NativeSelect, Select, SimpleGrid, Switch, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconX } from '@tabler/icons-react';
import { subjectFilter } from '../../../components/subject-filter.ts';
import { useCareers, useSubjects } from '../../../api/catalog.ts';
import { activeFilterCount, withCareer, withKeyInput, YEAR_OPTIONS, type ClassFilters } from '../class-filters.ts';
import { KeySearchInput } from './key-search-input.tsx';

/** The collapsible filter panel: academic year, career, subject (of the career) and key (docs/architecture.md, Screens). */
export function ClassFiltersPanel({
  filters,
  onChange,
  onClear,
  opened,
  onToggle,
}: {
  filters: ClassFilters;
  onChange: (next: ClassFilters) => void;
  onClear: () => void;
  opened: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const careers = useCareers();
  const subjects = useSubjects(filters.careerId ? Number(filters.careerId) : null);
  const active = activeFilterCount(filters);
  const subjectOptions = useMemo(
    () => (subjects.data ?? []).map((s) => ({ value: String(s.id_subject), label: `${s.name} · ${s.clave}` })),
    [subjects.data],
  );

  return (
    <Card withBorder radius="lg" padding="md" shadow="xs">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Button
          variant="subtle"
          color="navy"
          px="xs"
          onClick={onToggle}
          aria-expanded={opened}
          aria-controls={panelId}
          leftSection={<IconAdjustmentsHorizontal size={20} aria-hidden />}
          rightSection={
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
            />
          }
        >
          Filtros
          {active > 0 ? (
            <Badge ml={8} size="sm" circle color="navy" variant="filled" aria-label={`${active} activos`}>
              {active}
            </Badge>
          ) : null}
        </Button>
        {active > 0 ? (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            px="xs"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={onClear}
          >
            Limpiar Filtros
          </Button>
        ) : null}
      </Group>
      <Switch
        mt="sm"
        size="md"
        color="teal.9"
        label="Solo clases con inscripción abierta"
        description="Las clases pendientes son las únicas que aceptan inscripciones."
        checked={filters.openOnly}
        onChange={(e) => onChange({ ...filters, openOnly: e.currentTarget.checked })}
      />
      <Collapse expanded={opened} id={panelId}>
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
            searchable
            clearable
            data={subjectOptions}
            filter={subjectFilter}
            limit={100}
            nothingFoundMessage="Ninguna materia coincide"
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
      </Collapse>
    </Card>
  );
}
