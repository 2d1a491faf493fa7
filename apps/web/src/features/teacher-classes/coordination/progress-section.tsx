import { useState } from 'react';
import { Button, NumberInput, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { COORDINATION_MESSAGES, PROGRESS_NOTE_MAX } from '@portal/domain/rules';
import type { ProgressSheet } from '@portal/domain/schemas';
import { ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { useProgress, useReportProgress } from '../../../api/coordination.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

/** «Avance semanal» (docs/rules.md COO-2): the week in course's report (editable that week) and the ones before. */
export function ProgressSection({ classId }: { classId: number }) {
  const sheet = useProgress(classId);
  if (sheet.error) {
    return <ErrorState title="No se pudo cargar el avance" message={userMessage(sheet.error, 'Intenta nuevamente.')} />;
  }
  if (!sheet.data) return <LoadingState label="Cargando el avance..." />;
  return <ProgressForm classId={classId} sheet={sheet.data} />;
}

function ProgressForm({ classId, sheet }: { classId: number; sheet: ProgressSheet }) {
  const popup = usePopup();
  const report = useReportProgress(classId);
  // A double tap or Enter pressed twice sends one request.
  const reportOnce = useMutateOnce(report);
  const week = sheet.current_week;
  const mine = sheet.reports.find((r) => r.week === week);
  const [percent, setPercent] = useState<number | string>(mine?.percent ?? '');
  const [note, setNote] = useState(mine?.note ?? '');
  const valid = typeof percent === 'number' && Number.isInteger(percent) && percent >= 0 && percent <= 100;

  const save = () => {
    if (week === null || !valid) return;
    reportOnce(
      { week, percent, note: note.trim() === '' ? null : note },
      {
        onSuccess: () =>
          popup.show({ type: 'success', title: COORDINATION_MESSAGES.progressSaved, message: `Semana ${week}` }),
        onError: (err) => popup.show(failurePopup('No se pudo guardar el avance', err, 'Intenta nuevamente.')),
      },
    );
  };

  return (
    <Paper component="section" aria-labelledby="avance" withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" c="navy.8" id="avance">
          Avance semanal
        </Title>
        {week === null ? (
          <Text c="dimmed">El avance se reporta cada semana mientras duran las clases.</Text>
        ) : (
          <>
            <Text>
              Semana {week} de {sheet.weeks}: se espera al menos {sheet.current_expected} % del programa.
            </Text>
            <NumberInput
              label="Avance del programa (%)"
              min={0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={percent}
              onChange={setPercent}
              error={percent !== '' && !valid ? COORDINATION_MESSAGES.percentInvalid : undefined}
            />
            <Textarea
              label="Nota (opcional)"
              description="Temas vistos, pendientes o incidencias."
              maxLength={PROGRESS_NOTE_MAX}
              autosize
              minRows={2}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Button onClick={save} disabled={!valid} loading={report.isPending} fullWidth mih={44}>
              {mine ? 'Corregir avance' : 'Reportar avance'}
            </Button>
          </>
        )}
        {sheet.reports.length > 0 ? (
          <Table.ScrollContainer minWidth={280}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Semana</Table.Th>
                  <Table.Th>Avance</Table.Th>
                  <Table.Th>Esperado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sheet.reports.map((r) => (
                  <Table.Tr key={r.week}>
                    <Table.Td>{r.week}</Table.Td>
                    <Table.Td c={r.percent < r.expected ? 'red.8' : undefined}>{r.percent} %</Table.Td>
                    <Table.Td>{r.expected} %</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
