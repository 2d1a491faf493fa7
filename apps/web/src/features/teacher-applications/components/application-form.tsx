import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Box, Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { APPLICATION_COUNTRY_CODES, APPLICATION_REASON_MAX } from '@portal/domain/constants';
import { CountryCodeSelect, PhoneFieldRow } from '../../../components/country-code-select.tsx';
import { APPLICATION_LIMITS, APPLICATION_MESSAGES, PHONE_DIGITS, phoneDigits } from '@portal/domain/rules';
import {
  teacherApplicationFormSchema,
  type TeacherApplicationFormInput,
  type TeacherApplicationFormValues,
} from '@portal/domain/schemas';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';

const EMPTY: TeacherApplicationFormInput = {
  name: '',
  paternalSurname: '',
  maternalSurname: '',
  contactEmail: '',
  countryCode: '+52',
  phone: '',
  cv: '',
  reason: '',
};

/** The longest each text field takes (the schema's limits). */
const MAX_LENGTH = {
  name: APPLICATION_LIMITS.name,
  paternalSurname: APPLICATION_LIMITS.surname,
  maternalSurname: APPLICATION_LIMITS.surname,
  contactEmail: APPLICATION_LIMITS.email,
  cv: APPLICATION_LIMITS.cv,
  reason: APPLICATION_REASON_MAX,
} as const;

/** The fields the form cannot go without (the schema's required fields). */
const REQUIRED_FIELDS: readonly (keyof TeacherApplicationFormInput)[] = [
  'name',
  'paternalSurname',
  'contactEmail',
  'phone',
  'cv',
];

/**
 * The teacher application form (docs/architecture.md, Screens; docs/rules.md SOL-1–SOL-4): required name, paternal surname, email, country
 * code + 10-digit phone and CV; optional maternal surname and reason (counter up to 200).
 */
export function ApplicationForm({
  submitting,
  serverError,
  onSubmit,
}: {
  submitting: boolean;
  serverError: string | null;
  onSubmit: (values: TeacherApplicationFormValues) => void;
}) {
  const {
    register,
    control,
    getValues,
    handleSubmit,
    formState: { errors },
  } = useValidatedForm(teacherApplicationFormSchema, {
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The field's ref kept apart: the rest is read while rendering, a ref must not be (react-hooks/refs).
  const { ref: phoneRef, ...phone } = useController({ control, name: 'phone' }).field;
  const reasonLength = (useWatch({ control, name: 'reason' }) ?? '').length;
  /**
   * A required field refused while blank is missing (decided on its value, not on the error's text). The
   * errors change only when the form validates, which re-renders it: the values read then are current.
   */
  const isMissing = (name: keyof TeacherApplicationFormInput) =>
    errors[name] !== undefined && REQUIRED_FIELDS.includes(name) && !(getValues(name) ?? '').trim();
  /** A field's error: a missing required field says so under it; the spec's message sums them up below. */
  const fieldError = (name: keyof TeacherApplicationFormInput) =>
    isMissing(name) ? APPLICATION_MESSAGES.fieldRequired : errors[name]?.message;
  const missingRequired = REQUIRED_FIELDS.some(isMissing);
  const requiredNoteId = useId();
  /** A field's registration and its own message (a missing one only marks it: the alert below says it). */
  const field = (name: keyof TeacherApplicationFormInput) => ({
    error: fieldError(name),
    ...register(name),
  });
  /** A text field's registration, its message and its length limit. */
  const textField = (name: keyof typeof MAX_LENGTH) => ({ maxLength: MAX_LENGTH[name], ...field(name) });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby={requiredNoteId}>
      <Stack gap="md">
        <Text id={requiredNoteId} fz="sm" c="dimmed">
          Los campos marcados con * son obligatorios.
        </Text>
        <TextInput label="Nombre(s)" withAsterisk autoComplete="given-name" {...textField('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Apellido paterno"
            withAsterisk
            autoComplete="family-name"
            {...textField('paternalSurname')}
          />
          <TextInput
            label="Apellido materno (opcional)"
            autoComplete="additional-name"
            {...textField('maternalSurname')}
          />
        </SimpleGrid>
        <TextInput
          label="Correo electrónico de contacto"
          withAsterisk
          type="email"
          inputMode="email"
          autoComplete="email"
          {...textField('contactEmail')}
        />
        <PhoneFieldRow>
          <CountryCodeSelect codes={APPLICATION_COUNTRY_CODES} withAsterisk {...field('countryCode')} />
          <TextInput
            label="Teléfono (10 dígitos)"
            withAsterisk
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_DIGITS}
            style={{ flex: 1, minWidth: 0 }}
            error={fieldError('phone')}
            name={phone.name}
            ref={phoneRef}
            value={phone.value}
            onBlur={phone.onBlur}
            onChange={(e) => phone.onChange(phoneDigits(e.currentTarget.value).slice(0, PHONE_DIGITS))}
            onPaste={(e) => {
              // "983-123-4567" or "+52 983 123 4567" pasted would be cut at 10 characters
              // before the dashes go: keep the digits, and the last 10 (the number itself).
              e.preventDefault();
              const input = e.currentTarget;
              const start = input.selectionStart ?? input.value.length;
              const end = input.selectionEnd ?? start;
              const pasted = e.clipboardData.getData('text');
              const digits = phoneDigits(`${input.value.slice(0, start)}${pasted}${input.value.slice(end)}`);
              phone.onChange(digits.slice(-PHONE_DIGITS));
            }}
          />
        </PhoneFieldRow>
        <Textarea
          label="CV"
          withAsterisk
          description="Pega el enlace a tu CV (Google Drive, OneDrive, Dropbox o un PDF) o escribe un resumen de tu experiencia."
          autosize
          minRows={3}
          maxRows={8}
          {...textField('cv')}
        />
        <Box>
          <Textarea
            label="Motivo (opcional)"
            description={`¿Por qué quieres impartir esta clase? Máximo ${APPLICATION_REASON_MAX} caracteres.`}
            autosize
            minRows={3}
            maxRows={6}
            {...textField('reason')}
          />
          <Text fz="xs" c="dimmed" ta="right" mt={4}>
            {reasonLength}/{APPLICATION_REASON_MAX} caracteres
          </Text>
        </Box>
        {missingRequired ? <ErrorAlert>{APPLICATION_MESSAGES.required}</ErrorAlert> : null}
        {serverError ? <ErrorAlert>{serverError}</ErrorAlert> : null}
        <Button type="submit" size="md" disabled={submitting} fullWidth>
          {submitting ? 'Enviando...' : 'Enviar Solicitud'}
        </Button>
      </Stack>
    </form>
  );
}
