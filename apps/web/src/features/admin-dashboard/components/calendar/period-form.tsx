import { Button, Flex, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  formRule,
  PERIOD_DATE_FIELDS,
  PERIOD_FIELD_LABELS,
  periodFormProblems,
  type Period,
} from '@portal/domain/rules';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { useValidatedForm } from '../../../../lib/use-validated-form.ts';

const rule = formRule<Period>(periodFormProblems);

/** A label as a field's title: «Apertura de propuestas» (without the article the messages use). */
const title = (label: string) => {
  const bare = label.replace(/^(El|La|Los|Las) /, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
};

const SIZES = ['paymentDays', 'minStudents', 'maxStudents', 'mobilitySeats'] as const;

/**
 * A period's dates and group sizes, checked with the domain's rule before anything is sent: every date
 * out of order shows its message under it (the server answers the same one); the server's refusal below.
 */
export function PeriodForm({
  initial,
  isNew,
  submitting,
  serverError,
  onSubmit,
  onCancel,
}: {
  initial: Period;
  isNew: boolean;
  submitting: boolean;
  serverError: string | null;
  onSubmit: (values: Period) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useValidatedForm(rule, { defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={isNew ? 'Nuevo periodo' : `Editar Verano ${initial.year}`}
    >
      <Stack gap="md">
        <TextInput
          label="Año"
          type="number"
          withAsterisk
          readOnly={!isNew}
          maw={160}
          error={errors.year?.message}
          {...register('year', { valueAsNumber: true })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
          {PERIOD_DATE_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={title(PERIOD_FIELD_LABELS[field])}
              type="date"
              withAsterisk
              error={errors[field]?.message}
              {...register(field)}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
          {SIZES.map((field) => (
            <TextInput
              key={field}
              label={title(PERIOD_FIELD_LABELS[field])}
              type="number"
              inputMode="numeric"
              withAsterisk
              error={errors[field]?.message}
              {...register(field, { valueAsNumber: true })}
            />
          ))}
        </SimpleGrid>
        {serverError ? <ErrorAlert>{serverError}</ErrorAlert> : null}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" loading={submitting}>
            Guardar periodo
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
