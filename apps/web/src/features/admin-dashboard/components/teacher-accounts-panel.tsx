import { useState } from 'react';
import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { TeacherAccount } from '@portal/domain/schemas';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { userMessage } from '../../../lib/api-client.ts';
import { useSetTeacherActive, useTeacherAccounts } from '../../../api/teachers.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

function TeacherRow({
  teacher,
  busy,
  onDeactivate,
  onReactivate,
}: {
  teacher: TeacherAccount;
  busy: boolean;
  onDeactivate: () => void;
  onReactivate: () => void;
}) {
  // An active account offers "Desactivar" (it asks first), a deactivated one "Reactivar".
  const action = teacher.is_active
    ? { label: 'Desactivar', variant: 'outline', color: 'red.8', Icon: IconUserOff, onClick: onDeactivate }
    : { label: 'Reactivar', variant: 'light', color: undefined, Icon: IconUserCheck, onClick: onReactivate };
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={teacher.name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {teacher.name}
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {teacher.email}
            </Text>
            <ToneBadge mt={4} tone={teacher.is_active ? 'teal' : 'gray'} styles={{ label: { textTransform: 'none' } }}>
              {teacher.is_active ? 'Activa' : 'Desactivada'}
            </ToneBadge>
          </div>
          <Button
            size="sm"
            mih={40}
            variant={action.variant}
            color={action.color}
            disabled={busy}
            onClick={action.onClick}
            leftSection={<action.Icon size={16} aria-hidden />}
            aria-label={`${action.label} la cuenta de ${teacher.name}`}
          >
            {action.label}
          </Button>
        </Group>
        {teacher.classes.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Sin clases asignadas.
          </Text>
        ) : (
          <List spacing={4} fz="sm" aria-label={`Clases de ${teacher.name}`}>
            {teacher.classes.map((c) => (
              <List.Item key={c.id_class}>
                <Group gap={6} wrap="wrap">
                  <Text span fz="sm" fw={600}>
                    {c.subject}
                  </Text>
                  <Text span fz="sm" c="dimmed">
                    {c.clave} · {c.period}
                  </Text>
                  <StatusBadge status={c.status} />
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

/** "Docentes": every teacher account with its classes; deactivating asks first. */
export function TeacherAccountsPanel() {
  const teachers = useTeacherAccounts();
  const setActive = useSetTeacherActive();
  // «Desactivar cuenta» confirmed twice (a double tap, Enter pressed twice) is sent once.
  const setActiveOnce = useMutateOnce(setActive);
  const [confirming, setConfirming] = useState<TeacherAccount | null>(null);

  let body;
  if (teachers.isPending) body = <LoadingState label="Cargando docentes..." />;
  else if (teachers.isError) {
    body = (
      <ErrorState
        title="No se pudieron cargar los docentes"
        message={userMessage(teachers.error, 'Intenta nuevamente.')}
        onRetry={() => void teachers.refetch()}
      />
    );
  } else if (teachers.data.length === 0) {
    body = <EmptyState title="Todavía no hay cuentas de docentes." description="Se crean con las invitaciones." />;
  } else {
    body = (
      <PlainList aria-label="Cuentas de docentes">
        {teachers.data.map((t) => (
          <TeacherRow
            key={t.id_user}
            teacher={t}
            busy={setActive.isPending}
            onDeactivate={() => setConfirming(t)}
            onReactivate={() => setActive.mutate({ id: t.id_user, active: true })}
          />
        ))}
      </PlainList>
    );
  }

  return (
    <SectionCard
      titleId="teachers-accounts"
      title="Docentes"
      description="Las cuentas de los docentes y las clases que tienen asignadas."
      gap="md"
    >
      {setActive.isError ? (
        <ErrorAlert>{userMessage(setActive.error, 'No se pudo cambiar la cuenta. Intenta nuevamente.')}</ErrorAlert>
      ) : null}
      {body}
      <Dialog opened={confirming !== null} onClose={() => setConfirming(null)} title="Desactivar la cuenta">
        <Stack gap="md">
          <Text>
            ¿Desactivar la cuenta de {confirming?.name}? Sus sesiones terminan en este momento y no podrá iniciar sesión
            hasta que la reactives.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancelar
            </Button>
            <Button
              color="red.8"
              loading={setActive.isPending}
              onClick={() => {
                if (!confirming) return;
                const done = () => setConfirming(null);
                setActiveOnce({ id: confirming.id_user, active: false }, { onSuccess: done, onError: done });
              }}
            >
              Desactivar cuenta
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </SectionCard>
  );
}
