import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { HeldStudentHold } from '@portal/domain/schemas';
import { SectionCard } from '../section-card.tsx';
import { EmptyState, ErrorState, LoadingState } from '../page-states.tsx';
import { ToneBadge } from '../tone-badge.tsx';
import { usePopup } from '../popup/popup-context.ts';
import { failurePopup } from '../popup/failure-popup.ts';
import { userMessage } from '../../lib/api-client.ts';
import { useActiveHolds, useLiftHold } from '../../api/holds-admin.ts';
import { HoldForm } from './hold-form.tsx';
import { useMutateOnce } from '../../lib/use-one-at-a-time.ts';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('es-MX', { timeZone: 'America/Cancun', dateStyle: 'medium' });

/**
 * «Retenciones» (docs/rules.md ELE-5), for administrators and Recursos Financieros alike: put a hold on a student with its reason, and the holds in force,
 * each with «Levantar». A held student keeps their classes; they cannot take new ones.
 */
export function HoldsSection() {
  const holds = useActiveHolds();
  let list;
  if (holds.isPending) list = <LoadingState label="Cargando retenciones..." />;
  else if (holds.isError)
    list = (
      <ErrorState
        title="Error al cargar las retenciones"
        message={userMessage(holds.error, 'No se pudieron cargar las retenciones.')}
        onRetry={() => void holds.refetch()}
      />
    );
  else if (holds.data.length === 0) list = <EmptyState title="Ningún estudiante tiene una retención vigente." />;
  else
    list = (
      <Stack gap="sm">
        {holds.data.map((h) => (
          <HoldCard key={h.id_hold} hold={h} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="lg">
      <SectionCard titleId="poner-retencion" title="Poner una retención">
        <HoldForm />
      </SectionCard>
      <SectionCard
        titleId="retenciones-vigentes"
        title="Retenciones vigentes"
        description={holds.isSuccess ? `${holds.data.length} vigente${holds.data.length === 1 ? '' : 's'}` : undefined}
      >
        {list}
      </SectionCard>
    </Stack>
  );
}

function HoldCard({ hold }: { hold: HeldStudentHold }) {
  const popup = usePopup();
  const lift = useLiftHold();
  const liftOnce = useMutateOnce(lift);
  const titleId = `retencion-${hold.id_hold}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} c="navy.8" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {hold.student.name}
            </Text>
            <Text fz="sm" c="dimmed">
              {hold.student.control_number}
              {hold.student.career ? ` · ${hold.student.career}` : ''}
            </Text>
          </div>
          {hold.automatic ? <ToneBadge tone="yellow">Automática</ToneBadge> : null}
        </Group>
        <Text fz="sm">
          <Text span fw={600}>
            Motivo:{' '}
          </Text>
          {hold.reason}
        </Text>
        <Text fz="xs" c="dimmed">
          Desde el {date(hold.placed_at)}
          {hold.placed_by ? `, puesta por ${hold.placed_by.name}` : ''}
        </Text>
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            variant="light"
            loading={lift.isPending}
            aria-label={`Levantar la retención de ${hold.student.name}`}
            onClick={() =>
              liftOnce(
                { studentId: hold.student.id_student, holdId: hold.id_hold },
                {
                  onSuccess: () =>
                    popup.show({
                      type: 'success',
                      title: 'Retención levantada',
                      message: `${hold.student.name} ya puede inscribirse.`,
                    }),
                  onError: (err) =>
                    popup.show(
                      failurePopup('Retenciones', err, 'No se pudo levantar la retención. Intenta nuevamente.'),
                    ),
                },
              )
            }
          >
            Levantar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
