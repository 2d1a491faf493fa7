import { useWatch } from 'react-hook-form';
import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { ClassFormMode } from './class-form-values.ts';
import { FieldsetTitle, type ClassFieldsetProps } from './class-fieldset.tsx';

const DESCRIPTION_MAX = 500;

/** "Detalles": the reason for the class (optional, with a counter) and the group's WhatsApp link. */
export function DetailsFieldset({ form, errorOf, headingLevel, mode }: ClassFieldsetProps & { mode: ClassFormMode }) {
  const { control, register } = form;
  const description = useWatch({ control, name: 'description' });

  return (
    <Stack gap="sm">
      <FieldsetTitle order={headingLevel}>Detalles</FieldsetTitle>
      <Textarea
        label="Motivo"
        description="¿Por qué se necesita esta clase? (opcional)"
        autosize
        minRows={3}
        maxLength={DESCRIPTION_MAX}
        {...register('description')}
      />
      <Text fz="xs" c="dimmed" ta="right" mt={-6} aria-live="polite">
        {description.length}/{DESCRIPTION_MAX}
      </Text>
      <TextInput
        label="Enlace del grupo de WhatsApp"
        withAsterisk={mode === 'student'}
        description={
          mode === 'student'
            ? 'Como jefe de grupo, comparte la invitación a tu grupo (https://chat.whatsapp.com/...).'
            : 'Opcional: la invitación al grupo de la clase (https://chat.whatsapp.com/...).'
        }
        type="url"
        inputMode="url"
        placeholder="https://chat.whatsapp.com/..."
        leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
        error={errorOf('whatsappLink')}
        {...register('whatsappLink')}
      />
    </Stack>
  );
}
