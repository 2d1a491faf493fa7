import { useId, useState } from 'react';
import classes from './period-select.module.css';
import { usePeriods } from '../../../api/periods.ts';

const ALL = '';

/**
 * The summer an admin list, the overview or the log shows: the current period until the admin picks
 * another (or every year). `ready` is false while the periods load, so a list does not ask twice.
 */
export function usePeriodChoice() {
  const periods = usePeriods();
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const current = periods.data?.current ?? null;
  return {
    period: chosen === undefined ? current : chosen,
    setPeriod: (year: number | null) => setChosen(year),
    ready: !periods.isPending,
  };
}

/** Whether `year` is a summer that ended (the server refuses changes to it): its lists are read-only. */
export function usePastPeriod(year: number | null): boolean {
  const periods = usePeriods();
  return year !== null && (periods.data?.periods.find((p) => p.year === year)?.past ?? false);
}

/** The period selector of the admin screens: every summer the calendar has (newest first), or every year. */
export function PeriodSelect({
  value,
  onChange,
  label = 'Periodo',
  withAll = true,
}: {
  value: number | null;
  onChange: (year: number | null) => void;
  label?: string;
  /** Offer «Todos los años» (a screen about one summer does not). */
  withAll?: boolean;
}) {
  const id = useId();
  const periods = usePeriods();
  const data = periods.data;
  const years = [...(data?.periods ?? [])].sort((a, b) => b.year - a.year);
  const options = years.map((p) => ({
    value: String(p.year),
    label: p.year === data?.current ? `${p.name} (actual)` : p.past ? `${p.name} (concluido)` : p.name,
  }));
  // A year the list does not have yet (still loading) stays shown as chosen.
  if (value !== null && !years.some((p) => p.year === value))
    options.push({ value: String(value), label: `Verano ${value}` });
  if (withAll) options.push({ value: ALL, label: 'Todos los años' });
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <select
        id={id}
        className={classes.select}
        value={value === null ? ALL : String(value)}
        onChange={(e) => onChange(e.currentTarget.value === ALL ? null : Number(e.currentTarget.value))}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
