import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { STUDENT_COUNTRY_CODES } from '@portal/domain/constants';
import { STUDENT_PROFILE_MESSAGES } from '@portal/domain/rules';
import { CountryCodeSelect, PhoneFieldRow } from '../../../components/country-code-select.tsx';
import { ValidationAlert } from '../../../components/validation-alert.tsx';
import { useCareers } from '../../../api/catalog.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { phoneNumberInput, profileFormSchema, type CountryCode, type ProfileFormValues } from '../profile-form.ts';

const MISSING: readonly string[] = [
  STUDENT_PROFILE_MESSAGES.careerMissing,
  STUDENT_PROFILE_MESSAGES.controlNumberMissing,
  STUDENT_PROFILE_MESSAGES.phoneMissing,
];

/** Is any field empty? Then the summary is the API's own word for it, «Campos requeridos». */
function missingAny(errors: FieldErrors<ProfileFormValues>): boolean {
  return Object.values(errors).some((e) => typeof e?.message === 'string' && MISSING.includes(e.message));
}

/**
 * Career, control number and phone (country code + number): the registration and the edit of a
 * student profile share it. The rules are the API's (`profileFormSchema` of the domain): a submit marks
 * every invalid field at once, under the field, and moves the focus to the first one.
 */
export function StudentProfileForm({
  defaultValues,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  defaultValues: ProfileFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: ProfileFormValues) => void;
  onCancel?: () => void;
}) {
  const careers = useCareers();
  const { register, control, handleSubmit, formState } = useValidatedForm(profileFormSchema, { defaultValues });
  const countryCode = useWatch({ control, name: 'countryCode' });
  const { errors } = formState;

  const careerOptions = [
    { value: '', label: careers.isPending ? 'Cargando carreras...' : 'Selecciona tu carrera' },
    ...(careers.data ?? []).map((c) => ({ value: String(c.id_career), label: c.name })),
  ];

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="id_career"
          render={({ field }) => (
            // Controlled, so a stored career shows as soon as the careers arrive.
            <NativeSelect
              label="Carrera"
              withAsterisk
              data={careerOptions}
              disabled={pending}
              error={
                errors.id_career?.message ??
                (careers.isError
                  ? 'No se pudieron cargar las carreras. Recarga la página para intentarlo de nuevo.'
                  : null)
              }
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.currentTarget.value)}
            />
          )}
        />
        <TextInput
          label="Número de control"
          description="8 dígitos, opcionalmente precedidos por una letra (ej. 21390145 o C20390211)"
          withAsterisk
          maxLength={9}
          autoComplete="off"
          autoCapitalize="characters"
          disabled={pending}
          error={errors.control_number?.message}
          {...register('control_number')}
        />
        <div>
          <PhoneFieldRow>
            <CountryCodeSelect codes={STUDENT_COUNTRY_CODES} disabled={pending} {...register('countryCode')} />
            <Controller
              control={control}
              name="phoneNumber"
              render={({ field }) => (
                <TextInput
                  label="Teléfono"
                  style={{ flex: 1, minWidth: 0 }}
                  withAsterisk
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="9831234567"
                  disabled={pending}
                  error={errors.phoneNumber?.message}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(phoneNumberInput(e.currentTarget.value, countryCode as CountryCode))}
                />
              )}
            />
          </PhoneFieldRow>
          <Text fz="xs" c="dimmed" mt={6}>
            Se guarda con el código de país, solo números (10 a 15 dígitos en total).
          </Text>
        </div>
        <ValidationAlert
          count={formState.isSubmitted ? Object.keys(errors).length : 0}
          title={missingAny(errors) ? STUDENT_PROFILE_MESSAGES.required : undefined}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancelar
            </Button>
          ) : null}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
