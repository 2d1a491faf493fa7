import { lazy, Suspense, useId, useState } from 'react';
import { Badge, Button, Card, Group } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconX } from '@tabler/icons-react';
import { CollapseRegion } from '../../../components/collapse-region.tsx';
import { activeFilterCount, type ClassFilters } from '../class-filters.ts';
import { ClassFilterFieldsPlaceholder } from './class-filter-fields-placeholder.tsx';
import { OpenOnlySwitch } from './open-only-switch.tsx';

const ClassFilterFields = lazy(() =>
  import('./class-filter-fields.tsx').then((m) => ({ default: m.ClassFilterFields })),
);

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
  const active = activeFilterCount(filters);
  // The fields mount when the panel first opens and stay (the collapse animates both ways).
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);

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
      <OpenOnlySwitch checked={filters.openOnly} onChange={(openOnly) => onChange({ ...filters, openOnly })} />
      <CollapseRegion expanded={opened} id={panelId}>
        {mounted ? (
          <Suspense fallback={<ClassFilterFieldsPlaceholder />}>
            <ClassFilterFields filters={filters} onChange={onChange} />
          </Suspense>
        ) : null}
      </CollapseRegion>
    </Card>
  );
}
