import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Chip, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { selectableYears } from '@portal/domain/constants';
import { endTimeOptions, SHIFTS, SHIFT_NAMES, startTimeOptions, WEEKDAYS, type Shift } from '@portal/domain/rules';
import { keepValidTimes, type ClassFormMode } from './class-form-values.ts';
import { FieldsetTitle, type ClassFieldsetProps } from './class-fieldset.tsx';

const timeOptions = (times: string[]) => [
  { value: '', label: 'Selecciona' },
  ...times.map((t) => ({ value: t, label: t })),
];

/**
 * "Periodo y horario": academic year, shift, start and end time (30-minute slots of the shift; a
 * change of shift or start drops the times that no longer fit) and the weekdays.
 */
export function ScheduleFieldset({
  form,
  errorOf,
  headingLevel,
  mode,
  disabled = false,
}: ClassFieldsetProps & {
  mode: ClassFormMode;
  /** The whole form is disabled: the day chips must look it too (a Mantine Chip ignores the fieldset). */
  disabled?: boolean;
}) {
  const { control, register, setValue, getValues } = form;
  const years = useMemo(() => selectableYears(new Date()), []);
  const [shift, startTime] = useWatch({ control, name: ['shift', 'startTime'] });

  return (
    <Stack gap="sm">
      <FieldsetTitle order={headingLevel}>Periodo y horario</FieldsetTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label="Año académico"
          withAsterisk
          data={years.map((y) => ({ value: String(y), label: String(y) }))}
          error={errorOf('period')}
          {...register('period')}
        />
        <div>
          <Text component="span" id={`${mode}-shift-label`} fz="sm" fw={500} display="block" mb={4}>
            Turno
          </Text>
          <Controller
            control={control}
            name="shift"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby={`${mode}-shift-label`}
                fullWidth
                size="md"
                color="navy"
                data={SHIFT_NAMES.map((s) => ({ value: s, label: SHIFTS[s].label }))}
                value={field.value}
                onChange={(value) => {
                  const next = value as Shift;
                  field.onChange(next);
                  const kept = keepValidTimes(next, getValues('startTime'), getValues('endTime'));
                  setValue('startTime', kept.startTime);
                  setValue('endTime', kept.endTime);
                }}
              />
            )}
          />
          <Text fz="xs" c="dimmed" mt={6}>
            {SHIFTS[shift].label}: de {SHIFTS[shift].start} a {SHIFTS[shift].end}, en intervalos de 30 minutos.
          </Text>
        </div>
        <NativeSelect
          label="Hora de inicio"
          withAsterisk
          data={timeOptions(startTimeOptions(shift))}
          error={errorOf('startTime')}
          {...register('startTime', {
            onChange: (e: { target: { value: string } }) =>
              setValue('endTime', keepValidTimes(shift, e.target.value, getValues('endTime')).endTime),
          })}
        />
        <NativeSelect
          label="Hora de fin"
          withAsterisk
          data={timeOptions(endTimeOptions(shift, startTime || null))}
          error={errorOf('endTime')}
          {...register('endTime')}
        />
      </SimpleGrid>
      <div>
        <Text component="span" id={`${mode}-days-label`} fz="sm" fw={500} display="block" mb={6}>
          Días de clase{' '}
          <Text span c="red" aria-hidden>
            *
          </Text>
        </Text>
        <Controller
          control={control}
          name="dayIds"
          render={({ field }) => (
            <Chip.Group multiple value={field.value} onChange={field.onChange}>
              <Group
                // A submit that finds no day moves the focus to the first one.
                ref={(el) => field.ref(el ? { focus: () => el.querySelector('input')?.focus() } : null)}
                gap="xs"
                data-field="dayIds"
                role="group"
                aria-labelledby={`${mode}-days-label`}
                aria-describedby={errorOf('dayIds') ? `${mode}-days-error` : undefined}
              >
                {WEEKDAYS.map((d) => (
                  <Chip
                    key={d.id}
                    value={String(d.id)}
                    size="md"
                    color="navy"
                    variant="outline"
                    disabled={disabled}
                    styles={{ label: { height: 44, paddingInline: 18 } }}
                  >
                    {d.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
        />
        {errorOf('dayIds') ? (
          <Text id={`${mode}-days-error`} c="red.9" fz="sm" mt={6}>
            {errorOf('dayIds')}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
