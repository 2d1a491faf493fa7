import { useState } from 'react';
import { Chip, Group, Stack, Text } from '@mantine/core';
import type { ConvalidationStatus } from '@portal/domain/schemas';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page-states.tsx';
import { userMessage } from '../../../../lib/api-client.ts';
import { useConvalidations } from '../../../../api/convalidations-admin.ts';
import { ConvalidationCard } from './convalidation-card.tsx';

type Shown = ConvalidationStatus | 'todas';

const SHOWN: readonly [Shown, string][] = [
  ['pendiente', 'Pendientes'],
  ['aprobada', 'Aprobadas'],
  ['rechazada', 'Rechazadas'],
  ['todas', 'Todas'],
];

const EMPTY: Record<Shown, string> = {
  pendiente: 'No hay solicitudes pendientes.',
  aprobada: 'Aún no hay convalidaciones aprobadas.',
  rechazada: 'Aún no hay convalidaciones rechazadas.',
  todas: 'Aún no hay solicitudes de convalidación.',
};

/** «Convalidaciones» (docs/rules.md ELE-4): the requests by status, the pending ones first. */
export function ConvalidationsSection() {
  const [shown, setShown] = useState<Shown>('pendiente');
  const requests = useConvalidations(shown === 'todas' ? null : shown);
  let content;
  if (requests.isPending) content = <LoadingState label="Cargando solicitudes..." />;
  else if (requests.isError)
    content = (
      <ErrorState
        title="Error al cargar las solicitudes"
        message={userMessage(requests.error, 'No se pudieron cargar las solicitudes.')}
        onRetry={() => void requests.refetch()}
      />
    );
  else if (requests.data.length === 0) content = <EmptyState title={EMPTY[shown]} />;
  else
    content = (
      <Stack gap="sm">
        {requests.data.map((r) => (
          <ConvalidationCard key={r.id_convalidation} request={r} />
        ))}
      </Stack>
    );
  const count = requests.data?.length ?? 0;
  return (
    <Stack gap="md">
      <Chip.Group multiple={false} value={shown} onChange={(v) => setShown(v as Shown)}>
        <Group gap="xs" role="group" aria-label="Qué solicitudes mostrar">
          {SHOWN.map(([value, label]) => (
            <Chip key={value} value={value} variant="outline">
              {label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text c="dimmed" role="status">
        {requests.isSuccess ? `${count} ${count === 1 ? 'solicitud' : 'solicitudes'}` : ''}
      </Text>
      {content}
    </Stack>
  );
}
