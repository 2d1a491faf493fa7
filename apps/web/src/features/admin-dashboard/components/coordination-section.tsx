import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { BEHIND_REASON_LABELS, COORDINATION_MESSAGES, periodName, WARNING_MAX } from '@portal/domain/rules';
import type { CoordinationClass } from '@portal/domain/schemas';
import { Dialog } from '../../../components/dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { useCoordinationList, useRecordWarning, useSendReminder } from '../../../api/coordination.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { AttendanceReportButton } from './attendance-report.tsx';
import { TeacherEvaluationsPanel } from './teacher-evaluations-panel.tsx';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

/**
 * «Coordinación» (docs/rules.md COO-3, COO-4): the running classes of the summer, those behind first with
 * why (no report for the week just ended, progress under what the week should reach, attendance missing),
 * a reminder to the teacher (once a week each) and a warning kept in the class's history.
 */
export function CoordinationSection() {
  const list = useCoordinationList(null);
  if (list.error) {
    return (
      <ErrorState title="No se pudo cargar la coordinación" message={userMessage(list.error, 'Intenta nuevamente.')} />
    );
  }
  if (!list.data) return <LoadingState label="Cargando las clases en curso..." />;
  const behind = list.data.classes.filter((c) => c.reasons.length > 0);
  const onTime = list.data.classes.filter((c) => c.reasons.length === 0);
  return (
    <Stack gap="lg">
      <section aria-labelledby="clases-atrasadas">
        <Title order={2} size="h3" c="navy.8" id="clases-atrasadas" mb="sm">
          Clases atrasadas{list.data.period ? ` · ${periodName(list.data.period)}` : ''} ({behind.length})
        </Title>
        {behind.length === 0 ? (
          <EmptyState title="Ninguna clase en curso está atrasada." />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {behind.map((c) => (
              <BehindCard key={c.id_class} cls={c} />
            ))}
          </SimpleGrid>
        )}
      </section>
      {onTime.length > 0 ? (
        <section aria-labelledby="clases-al-corriente">
          <Title order={2} size="h4" c="navy.8" id="clases-al-corriente" mb="xs">
            Al corriente ({onTime.length})
          </Title>
          <Stack gap={4}>
            {onTime.map((c) => (
              <Group key={c.id_class} justify="space-between" gap="xs">
                <Text size="sm">
                  {c.subject} ({c.clave}) · {c.teacher ?? 'Sin docente'}
                  {c.reported !== null ? ` · ${c.reported} % reportado` : ''}
                </Text>
                <AttendanceReportButton classId={c.id_class} subject={c.subject} />
              </Group>
            ))}
          </Stack>
        </section>
      ) : null}
      <TeacherEvaluationsPanel />
    </Stack>
  );
}

function BehindCard({ cls }: { cls: CoordinationClass }) {
  const popup = usePopup();
  const remind = useSendReminder();
  const remindOnce = useMutateOnce(remind);
  const [warning, setWarning] = useState<string | null>(null);
  const warn = useRecordWarning();
  const warnOnce = useMutateOnce(warn);
  const progressDue = cls.reasons.includes('no_report') || cls.reasons.includes('progress_behind');
  const attendanceDue = cls.reasons.includes('attendance_missing');
  const titleId = `atrasada-${cls.id_class}`;

  const send = (reason: 'progress' | 'attendance') =>
    remindOnce(
      { classId: cls.id_class, reason },
      {
        onSuccess: (r) => popup.show({ type: 'success', title: r.message, message: cls.teacher ?? cls.subject }),
        onError: (err) => popup.show(failurePopup('No se pudo enviar el recordatorio', err, 'Intenta nuevamente.')),
      },
    );
  const saveWarning = () =>
    warnOnce(
      { classId: cls.id_class, note: warning ?? '' },
      {
        onSuccess: (r) => {
          setWarning(null);
          popup.show({ type: 'success', title: 'Advertencia registrada', message: r.message });
        },
        onError: (err) => popup.show(failurePopup('No se pudo registrar la advertencia', err, 'Intenta nuevamente.')),
      },
    );

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {cls.subject} ({cls.clave})
        </Title>
        <Text size="sm">Docente: {cls.teacher ?? 'Sin docente asignado'}</Text>
        <Group gap={6}>
          {cls.reasons.map((r) => (
            <Badge
              key={r}
              color="red"
              variant="light"
              tt="none"
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {BEHIND_REASON_LABELS[r]}
            </Badge>
          ))}
        </Group>
        {cls.week !== null ? (
          <Text size="sm" c="dimmed">
            Semana {cls.week}: esperado {cls.expected} %, reportado {cls.reported === null ? '—' : `${cls.reported} %`}.
          </Text>
        ) : null}
        {cls.missing_sessions.length > 0 ? (
          <Text size="sm" c="dimmed">
            Sesiones sin lista: {cls.missing_sessions.length}.
          </Text>
        ) : null}
        {cls.low_attendance > 0 ? (
          <Text size="sm" c="red.8">
            {cls.low_attendance} con menos de 80 % de asistencia.
          </Text>
        ) : null}
        {cls.warnings > 0 ? (
          <Text size="sm" c="dimmed">
            Advertencias registradas: {cls.warnings}.
          </Text>
        ) : null}
        <Group gap="xs">
          {progressDue ? (
            <Button
              size="sm"
              variant="light"
              mih={44}
              disabled={cls.reminders_sent.includes('progress')}
              loading={remind.isPending && remind.variables?.reason === 'progress'}
              onClick={() => send('progress')}
            >
              {cls.reminders_sent.includes('progress') ? 'Avance: recordatorio enviado' : 'Recordar avance'}
            </Button>
          ) : null}
          {attendanceDue ? (
            <Button
              size="sm"
              variant="light"
              mih={44}
              disabled={cls.reminders_sent.includes('attendance')}
              loading={remind.isPending && remind.variables?.reason === 'attendance'}
              onClick={() => send('attendance')}
            >
              {cls.reminders_sent.includes('attendance') ? 'Asistencia: recordatorio enviado' : 'Recordar asistencia'}
            </Button>
          ) : null}
          <AttendanceReportButton classId={cls.id_class} subject={cls.subject} />
          <Button size="sm" variant="subtle" color="red" mih={44} onClick={() => setWarning('')}>
            Registrar advertencia
          </Button>
        </Group>
      </Stack>
      <Dialog opened={warning !== null} onClose={() => setWarning(null)} title={`Advertencia: ${cls.subject}`}>
        <Stack gap="sm">
          <Textarea
            label="Advertencia"
            description="Queda en el historial de la clase y se notifica a su docente."
            maxLength={WARNING_MAX}
            autosize
            minRows={3}
            data-autofocus
            value={warning ?? ''}
            onChange={(e) => setWarning(e.currentTarget.value)}
            error={warn.isError && (warning ?? '').trim() === '' ? COORDINATION_MESSAGES.warningRequired : undefined}
          />
          <Button onClick={saveWarning} loading={warn.isPending} disabled={(warning ?? '').trim() === ''} mih={44}>
            Registrar advertencia
          </Button>
        </Stack>
      </Dialog>
    </Card>
  );
}
