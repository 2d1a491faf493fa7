import { useMemo } from 'react';
import { NativeSelect } from '@mantine/core';
import { selectableYears } from '@portal/domain/constants';

const ALL = '';

/** The academic-year filter of the admin screens: every year, or one of 2025 … the current year (docs/rules.md LIS-5). */
export function YearSelect({
  value,
  onChange,
  label = 'Año académico',
}: {
  value: number | null;
  onChange: (year: number | null) => void;
  label?: string;
}) {
  const years = useMemo(() => selectableYears(new Date()), []);
  return (
    <NativeSelect
      label={label}
      data={[{ value: ALL, label: 'Todos los años' }, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
      value={value === null ? ALL : String(value)}
      onChange={(e) => onChange(e.currentTarget.value === ALL ? null : Number(e.currentTarget.value))}
    />
  );
}
