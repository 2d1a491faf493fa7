import { useWatch, type Control } from 'react-hook-form';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { clashMessage, scheduleClash, WEEKDAYS, type HeldClass } from '@portal/domain/rules';
import type { ClassFormValues } from './class-form-values.ts';

/**
 * The proposal form warns as soon as the chosen days and times clash with a class the
 * student holds — the domain's rule and message, the same the API answers with (409) on submit.
 */
export function ClashWarning({ control, held }: { control: Control<ClassFormValues>; held: readonly HeldClass[] }) {
  const [period, startTime, endTime, dayIds] = useWatch({
    control,
    name: ['period', 'startTime', 'endTime', 'dayIds'],
  });
  if (!startTime || !endTime || !dayIds?.length || held.length === 0) return null;
  const Schedules = dayIds.map((id) => ({
    Days: { name: WEEKDAYS.find((d) => String(d.id) === id)?.name ?? null },
    start_time: startTime,
    end_time: endTime,
  }));
  const clash = scheduleClash({ period: Number(period) || null, Schedules }, held);
  if (!clash) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Horario empalmado" role="alert">
      {clashMessage(clash)} Elige otros días u horas: no podrías inscribirte en ambas.
    </Alert>
  );
}
