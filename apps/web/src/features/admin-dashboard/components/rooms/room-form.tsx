import { useController } from 'react-hook-form';
import { Button, Flex, Group, NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ROOM_KINDS } from '@portal/domain/rules';
import { roomBodySchema, type RoomBody } from '@portal/domain/schemas';
import { roomKindLabel } from './room-text.ts';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { useValidatedForm } from '../../../../lib/use-validated-form.ts';

/** An empty capacity is NaN, which the schema refuses with its own message. */
const EMPTY: RoomBody = { name: '', building: '', capacity: Number.NaN, kind: 'aula' };
const KIND_OPTIONS = ROOM_KINDS.map((k) => ({ value: k, label: roomKindLabel(k) }));

/**
 * "Nuevo salón": name, building, capacity (1–500) and kind, checked with the API's own schema, each
 * mistake under its field; the server's refusal (the same name in the building) below.
 */
export function RoomForm({
  submitting,
  serverError,
  onSubmit,
  onCancel,
}: {
  submitting: boolean;
  serverError: string | null;
  onSubmit: (values: RoomBody) => void;
  onCancel: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useValidatedForm(roomBodySchema, { defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  // The field's ref kept apart: the rest is read while rendering, a ref must not be (react-hooks/refs).
  const { ref: capacityRef, ...capacity } = useController({ control, name: 'capacity' }).field;
  const kind = useController({ control, name: 'kind' }).field;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Nombre del salón"
            placeholder="Ej. A-101"
            withAsterisk
            maxLength={80}
            data-autofocus
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="Edificio"
            placeholder="Ej. Edificio A"
            withAsterisk
            maxLength={80}
            error={errors.building?.message}
            {...register('building')}
          />
          <NumberInput
            label="Capacidad (lugares)"
            withAsterisk
            min={1}
            max={500}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            error={errors.capacity?.message}
            name={capacity.name}
            ref={capacityRef}
            value={Number.isNaN(capacity.value) ? '' : capacity.value}
            onBlur={capacity.onBlur}
            onChange={(v) => capacity.onChange(typeof v === 'number' ? v : Number.NaN)}
          />
        </SimpleGrid>
        <Radio.Group
          label="Tipo"
          withAsterisk
          error={errors.kind?.message}
          name={kind.name}
          value={kind.value}
          onChange={(v) => kind.onChange(v)}
        >
          <Group gap="lg" mt={6}>
            {KIND_OPTIONS.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} onBlur={kind.onBlur} />
            ))}
          </Group>
        </Radio.Group>
        {serverError ? <ErrorAlert>{serverError}</ErrorAlert> : null}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" loading={submitting}>
            Guardar salón
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
