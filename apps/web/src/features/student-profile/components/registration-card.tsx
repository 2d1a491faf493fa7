import { Card, Stack, Text, Title } from '@mantine/core';
import { ROLE_IDS } from '@portal/domain/constants';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { hasErrorCode, userMessage } from '../../../lib/api-client.ts';
import type { StudentUser } from '../../../lib/auth/types.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { studentRole, useRoles } from '../../../api/catalog.ts';
import { useRegisterStudent } from '../../../api/students.ts';
import { profileFormDefaults, toProfileBody, type ProfileFormValues } from '../profile-form.ts';
import { useReloadAfterSave } from '../use-reload-after-save.ts';
import { StudentProfileForm } from './student-profile-form.tsx';

/** How the role list's names read in the registration text. */
const ROLE_LABELS: Record<string, string> = { student: 'estudiante', admin: 'administrador', teacher: 'maestro' };

/** The registration section for a signed-in account without a student profile (docs/architecture.md, Screens). */
export function RegistrationCard({ user }: { user: StudentUser }) {
  const popup = usePopup();
  const roles = useRoles();
  const registration = useRegisterStudent();
  const { reloading, scheduleReload } = useReloadAfterSave();
  const role = studentRole(roles.data);
  const roleLabel = role ? (ROLE_LABELS[role.name] ?? role.name) : 'estudiante';
  // A double tap or Enter pressed twice registers once (the button's loading state comes a tick later).
  const once = useOneAtATime();

  const submit = (values: ProfileFormValues) => {
    const body = { ...toProfileBody(values), id_role: role?.id_role ?? ROLE_IDS.student, id_user: user.id_user };
    once(() =>
      registration.mutateAsync(body).then(
        () => {
          popup.show({
            type: 'success',
            title: '¡Registro exitoso!',
            message: 'Ya estás registrado como estudiante. Ahora puedes inscribirte a clases o proponer una.',
          });
          scheduleReload();
        },
        (err: unknown) => {
          // Registered already (from another tab): that is the success the student was after, and the profile
          // reloads to show the record. A control number already taken is an error like any other.
          if (hasErrorCode(err, 'ALREADY_STUDENT')) {
            popup.show({
              type: 'success',
              title: 'Ya eres estudiante',
              message: userMessage(err, ERROR_MESSAGES.alreadyStudent),
            });
            scheduleReload();
          } else {
            popup.show({
              type: 'error',
              title: 'Error en el registro',
              message: userMessage(err, 'No se pudo completar el registro.'),
            });
          }
        },
      ),
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" style={{ borderColor: 'var(--mantine-color-turquesa-4)' }}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" c="navy.8">
            Registro de estudiante
          </Title>
          <Text fz="sm" c="dimmed" mt={4}>
            Completa tus datos para registrarte con el rol de {roleLabel}. Con tu registro podrás inscribirte hasta en 2
            clases y proponer las materias que necesitas.
          </Text>
        </div>
        <StudentProfileForm
          defaultValues={profileFormDefaults(null)}
          submitLabel={reloading ? 'Registrado' : 'Registrarme'}
          pending={registration.isPending || reloading}
          onSubmit={submit}
        />
      </Stack>
    </Card>
  );
}
