import { Button, Card, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSearch, IconX } from '@tabler/icons-react';
import {
  DEFAULT_SORT,
  hasActiveFilters,
  SORT_LABELS,
  type ClassmateFilters,
  type SortKey,
  type SortState,
} from '../classmates-view.ts';

const SORT_KEYS: SortKey[] = ['name', 'controlNumber', 'career'];
const DIRECTION = { asc: 'ascendente', desc: 'descendente' } as const;

/** Search, "Solo Jefes de Grupo", the three sort buttons and clear filters (docs/architecture.md, Screens). */
export function ClassmatesToolbar({
  filters,
  onFiltersChange,
  sort,
  onSort,
  onClear,
}: {
  filters: ClassmateFilters;
  onFiltersChange: (next: ClassmateFilters) => void;
  sort: SortState;
  onSort: (key: SortKey) => void;
  onClear: () => void;
}) {
  const changed = hasActiveFilters(filters) || sort.key !== DEFAULT_SORT.key || sort.dir !== DEFAULT_SORT.dir;
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs">
      <Stack gap="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label="Buscar compañeros"
            placeholder="Nombre, número de control o carrera"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filters.search}
            onChange={(e) => onFiltersChange({ ...filters, search: e.currentTarget.value })}
            style={{ flex: '1 1 260px' }}
            type="search"
          />
          <Switch
            label="Solo Jefes de Grupo"
            size="md"
            color="turquesa.8"
            checked={filters.leadersOnly}
            onChange={(e) => onFiltersChange({ ...filters, leadersOnly: e.currentTarget.checked })}
            styles={{ body: { alignItems: 'center', minHeight: 44 } }}
          />
        </Group>
        <Group gap="xs" align="center" wrap="wrap">
          <Text fz="sm" fw={500} id="classmates-sort-label">
            Ordenar por:
          </Text>
          <Group gap="xs" role="group" aria-labelledby="classmates-sort-label" wrap="wrap">
            {SORT_KEYS.map((key) => {
              const active = sort.key === key;
              const Arrow = active && sort.dir === 'desc' ? IconArrowDown : IconArrowUp;
              return (
                <Button
                  key={key}
                  size="sm"
                  h={44}
                  variant={active ? 'filled' : 'default'}
                  aria-pressed={active}
                  aria-label={
                    active
                      ? `${SORT_LABELS[key]}, orden ${DIRECTION[sort.dir]}`
                      : `${SORT_LABELS[key]}, ordenar de forma ascendente`
                  }
                  rightSection={active ? <Arrow size={16} aria-hidden /> : null}
                  onClick={() => onSort(key)}
                >
                  {SORT_LABELS[key]}
                </Button>
              );
            })}
          </Group>
          {changed ? (
            <Button
              size="sm"
              h={44}
              variant="subtle"
              color="red"
              c="red.9"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={onClear}
              ml="auto"
            >
              Limpiar filtros
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
