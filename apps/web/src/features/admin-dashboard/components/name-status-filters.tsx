import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE_MS } from '@portal/domain/constants';
import type { ClassStatus } from '@portal/domain/rules';
import { StatusFilter, type StatusOption } from './status-filter.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { PeriodSelect, usePeriodChoice } from './period-select.tsx';

/**
 * The subject-name search and the period over the "Estado" buttons (student management, the rooms'
 * classes). Any change calls `onFilter` too, so the caller goes back to the first page.
 */
export function NameStatusFilters({
  name,
  onName,
  options,
  status,
  onStatus,
  onFilter,
  period,
  onPeriod,
}: {
  period: number | null;
  onPeriod: (year: number | null) => void;
  name: string;
  onName: (name: string) => void;
  options: StatusOption[];
  status: ClassStatus | null;
  onStatus: (status: ClassStatus | null) => void;
  onFilter: () => void;
}) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SearchInput
          label="Buscar por nombre de la materia"
          placeholder="Ej. Cálculo"
          value={name}
          onSearch={(text) => {
            onName(text);
            onFilter();
          }}
        />
        <PeriodSelect
          value={period}
          onChange={(year) => {
            onPeriod(year);
            onFilter();
          }}
        />
      </SimpleGrid>
      <StatusFilter
        label="Estado"
        options={options}
        value={status}
        onChange={(v) => {
          onStatus(v);
          onFilter();
        }}
      />
    </Stack>
  );
}

/**
 * The state behind NameStatusFilters: the chosen status, the subject name for the server (debounced,
 * trimmed, null when empty), the period (the current one until another is chosen; `ready` once the
 * periods are known) and the page, which any filter sets back to 1. `filterProps` go to
 * NameStatusFilters with the options.
 */
export function useNameStatusFilter() {
  const [status, setStatus] = useState<ClassStatus | null>(null);
  const [name, setName] = useState('');
  const [debouncedName] = useDebouncedValue(name.trim(), DEBOUNCE_MS.subjectName);
  const [page, setPage] = useState(1);
  const { period, setPeriod, ready } = usePeriodChoice();
  const filterProps = {
    name,
    onName: setName,
    status,
    onStatus: setStatus,
    period,
    onPeriod: setPeriod,
    onFilter: () => setPage(1),
  };
  return { status, subjectName: debouncedName || null, period, ready, page, setPage, filterProps };
}
