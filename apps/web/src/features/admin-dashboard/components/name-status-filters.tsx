import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE_MS } from '@portal/domain/constants';
import type { ClassStatus } from '@portal/domain/rules';
import { StatusFilter, type StatusOption } from './status-filter.tsx';
import { SearchInput } from '../../../components/search-input.tsx';

/**
 * The subject-name search over the "Estado" buttons (student management, the rooms' classes). Either
 * change calls `onFilter` too, so the caller goes back to the first page.
 */
export function NameStatusFilters({
  name,
  onName,
  options,
  status,
  onStatus,
  onFilter,
}: {
  name: string;
  onName: (name: string) => void;
  options: StatusOption[];
  status: ClassStatus | null;
  onStatus: (status: ClassStatus | null) => void;
  onFilter: () => void;
}) {
  return (
    <Stack gap="md">
      <SearchInput
        label="Buscar por nombre de la materia"
        placeholder="Ej. Cálculo"
        value={name}
        maw={560}
        onSearch={(text) => {
          onName(text);
          onFilter();
        }}
      />
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
 * trimmed, null when empty) and the page, which either filter sets back to 1. `filterProps` go to
 * NameStatusFilters with the options.
 */
export function useNameStatusFilter() {
  const [status, setStatus] = useState<ClassStatus | null>(null);
  const [name, setName] = useState('');
  const [debouncedName] = useDebouncedValue(name.trim(), DEBOUNCE_MS.subjectName);
  const [page, setPage] = useState(1);
  const filterProps = { name, onName: setName, status, onStatus: setStatus, onFilter: () => setPage(1) };
  return { status, subjectName: debouncedName || null, page, setPage, filterProps };
}
