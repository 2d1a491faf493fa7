import { useEffect, useRef, useState } from 'react';
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
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

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
  const updateOnce = useMutateOnce(update);
  const { reloading, scheduleReload } = useReloadAfterSave();
  const [editing, setEditing] = useState(false);
  // «Editar» and «Cancelar» replace each other: the focus follows to the form's first field, and back to
  // «Editar», instead of dropping to the page's body (unless a popup holds it).
  const card = useRef<HTMLDivElement>(null);
  const toggled = useRef(false);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setEditing(next);
  };
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    const root = card.current;
    const active = document.activeElement;
    if (!root || (active && active !== document.body && !root.contains(active))) return;
    const target = editing
      ? root.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
      : root.querySelector<HTMLElement>('[data-edit-button]');
    target?.focus();
  }, [editing]);

  const save = (values: ProfileFormValues) => {
    updateOnce(
      { id: student.id_student, body: toProfileBody(values) },
      {
        onSuccess: () => {
          popup.show({
            type: 'success',
            title: '¡Datos actualizados!',
            message: 'Tu información de estudiante se guardó correctamente.',
          });
          scheduleReload(() => toggle(false));
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
    <Card ref={card} withBorder radius="lg" padding="lg" shadow="xs">
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
            <Button
              variant="light"
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={() => toggle(true)}
              data-edit-button
            >
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
            onCancel={() => toggle(false)}
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
