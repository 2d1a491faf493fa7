import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { CONVALIDATION_STATUS_LABELS, type Convalidation } from '@portal/domain/schemas';
import { ToneBadge, type BadgeTone } from '../../../../components/tone-badge.tsx';
import { usePopup } from '../../../../components/popup/popup-context.ts';
import { userMessage } from '../../../../lib/api-client.ts';
import { useDecideConvalidation } from '../../../../api/convalidations-admin.ts';
import { useMutateOnce } from '../../../../lib/use-one-at-a-time.ts';

const TONE: Record<Convalidation['status'], BadgeTone> = { pendiente: 'yellow', aprobada: 'teal', rechazada: 'red' };
/** What the server answers to a refusal without a reason; said before sending too. */
const REFUSE_REASON_REQUIRED = 'Escribe el motivo del rechazo.';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('es-MX', { timeZone: 'America/Cancun', dateStyle: 'medium' });

/**
 * One request: who asks, for which subject and why; a pending one is approved (the reason is optional)
 * or refused (the reason is required) — the student is notified either way (docs/rules.md ELE-4).
 */
export function ConvalidationCard({ request }: { request: Convalidation }) {
  const popup = usePopup();
  const decide = useDecideConvalidation();
  // A double tap or Enter pressed twice sends one request.
  const decideOnce = useMutateOnce(decide);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = `convalidacion-${request.id_convalidation}`;

  const send = (decision: 'approve' | 'refuse') => {
    if (decision === 'refuse' && reason.trim() === '') {
      setError(REFUSE_REASON_REQUIRED);
      return;
    }
    setError(null);
    decideOnce(
      { id: request.id_convalidation, decision, reason: reason.trim() },
      {
        onSuccess: () =>
          popup.show({
            type: 'success',
            title: decision === 'approve' ? 'Convalidación aprobada' : 'Convalidación rechazada',
            message:
              decision === 'approve'
                ? `${request.student.name} ya puede inscribirse en ${request.subject.name}. Se le avisó.`
                : `Se avisó a ${request.student.name} del rechazo y su motivo.`,
          }),
        onError: (err) => setError(userMessage(err, 'No se pudo guardar la decisión. Intenta nuevamente.')),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} c="navy.8" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {request.student.name} · {request.subject.name}
            </Text>
            <Text fz="sm" c="dimmed">
              {request.student.control_number} · {request.student.career} · materia {request.subject.clave}
            </Text>
          </div>
          <ToneBadge tone={TONE[request.status]}>{CONVALIDATION_STATUS_LABELS[request.status]}</ToneBadge>
        </Group>
        <Text fz="sm">
          <Text span fw={600}>
            Motivo del estudiante:{' '}
          </Text>
          {request.reason}
        </Text>
        <Text fz="xs" c="dimmed">
          Solicitada el {date(request.requested_at)}
          {request.decided_at ? ` · resuelta el ${date(request.decided_at)}` : ''}
        </Text>
        {request.status !== 'pendiente' && request.decision_reason ? (
          <Text fz="sm">
            <Text span fw={600}>
              Respuesta:{' '}
            </Text>
            {request.decision_reason}
          </Text>
        ) : null}
        {request.status === 'pendiente' ? (
          <Stack gap="xs">
            <Textarea
              label="Motivo de la decisión"
              description="Obligatorio para rechazar; el estudiante lo leerá."
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={error}
              disabled={decide.isPending}
            />
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                color="red"
                disabled={decide.isPending}
                onClick={() => send('refuse')}
                aria-label={`Rechazar la convalidación de ${request.student.name}`}
              >
                Rechazar
              </Button>
              <Button
                loading={decide.isPending}
                onClick={() => send('approve')}
                aria-label={`Aprobar la convalidación de ${request.student.name}`}
              >
                Aprobar
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
