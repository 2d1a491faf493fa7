import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { formatPhone10 } from '@portal/domain/rules';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { userMessage } from '../../../lib/api-client.ts';
import type { StudentData } from '../../../lib/auth/types.ts';
import { useUpdateStudent } from '../../../api/students.ts';
import { profileFormDefaults, toProfileBody, type ProfileFormValues } from '../profile-form.ts';
import { useReloadAfterSave } from '../use-reload-after-save.ts';
import { InfoItem } from './info-item.tsx';
import { StudentProfileForm } from './student-profile-form.tsx';

/** "+52 (983) 123-4567" for a stored "529831234567"; other numbers as stored. */
function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const formatted = formatPhone10(digits);
  if (!formatted || digits.length <= 10 || formatted === phone) return formatted ?? phone;
  return `+${digits.slice(0, digits.length - 10)} ${formatted}`;
}

/** A registered student's record, and its edit form behind "Editar" (docs/architecture.md, Screens). */
export function StudentInfoCard({ student }: { student: StudentData }) {
  const popup = usePopup();
  const update = useUpdateStudent();
  const { reloading, scheduleReload } = useReloadAfterSave();
  const [editing, setEditing] = useState(false);

  const save = (values: ProfileFormValues) => {
    update.mutate(
      { id: student.id_student, body: toProfileBody(values) },
      {
        onSuccess: () => {
          popup.show({
            type: 'success',
            title: '¡Datos actualizados!',
            message: 'Tu información de estudiante se guardó correctamente.',
          });
          scheduleReload(() => setEditing(false));
        },
        onError: (err) =>
          popup.show({
            type: 'error',
            title: 'Error al actualizar',
            message: userMessage(err, 'No se pudieron guardar los cambios.'),
          }),
      },
    );
  };

  const busy = update.isPending || reloading;
  const wasSaved = reloading && editing;

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" c="navy.8">
              Información de estudiante
            </Title>
            <Text fz="sm" c="dimmed">
              {editing
                ? 'Actualiza tu carrera, número de control o teléfono.'
                : 'Tus datos como estudiante del instituto.'}
            </Text>
          </div>
          {!editing ? (
            <Button variant="light" leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setEditing(true)}>
              Editar
            </Button>
          ) : null}
        </Group>
        {editing && !wasSaved ? (
          <StudentProfileForm
            defaultValues={profileFormDefaults(student)}
            submitLabel="Guardar cambios"
            pending={busy}
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        ) : editing ? (
          <Text c="dimmed" role="status">
            Actualizando tu perfil...
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
            <InfoItem label="Número de control" value={student.control_number} />
            <InfoItem label="Carrera" value={student.career} />
            <InfoItem label="Teléfono" value={student.phone ? phoneText(student.phone) : null} />
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
