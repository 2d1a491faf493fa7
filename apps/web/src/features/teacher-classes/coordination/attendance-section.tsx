import { useState } from 'react';
import { Badge, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { ATTENDANCE_MIN_PERCENT, COORDINATION_MESSAGES, weekdayDayMonth } from '@portal/domain/rules';
import type { AttendanceSheet } from '@portal/domain/schemas';
import { ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { useAttendance, useTakeAttendance } from '../../../api/coordination.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

/**
 * «Pasar lista» (docs/rules.md COO-1), made for a phone: pick the session (today's, or the last one gone by),
 * everyone is present, tap who is absent, save. Each student's attendance shows beside their name, flagged
 * under 80 %.
 */
export function AttendanceSection({ classId }: { classId: number }) {
  const sheet = useAttendance(classId);
  if (sheet.error) {
    return (
      <ErrorState title="No se pudo cargar la asistencia" message={userMessage(sheet.error, 'Intenta nuevamente.')} />
    );
  }
  if (!sheet.data) return <LoadingState label="Cargando la asistencia..." />;
  return <AttendanceForm classId={classId} sheet={sheet.data} />;
}

function AttendanceForm({ classId, sheet }: { classId: number; sheet: AttendanceSheet }) {
  const popup = usePopup();
  const take = useTakeAttendance(classId);
  const takeOnce = useMutateOnce(take);
  const past = sheet.sessions.filter((s) => sheet.current_session !== null && s.date <= sheet.current_session);
  const [date, setDate] = useState(sheet.current_session ?? '');
  const session = sheet.sessions.find((s) => s.date === date);
  const [absent, setAbsent] = useState<number[]>(session?.absent ?? []);

  const low = sheet.students.filter((s) => s.low).length;
  const save = () =>
    takeOnce(
      { date, absent },
      {
        onSuccess: () =>
          popup.show({ type: 'success', title: COORDINATION_MESSAGES.attendanceSaved, message: weekdayDayMonth(date) }),
        onError: (err) => popup.show(failurePopup('No se pudo guardar la asistencia', err, 'Intenta nuevamente.')),
      },
    );

  return (
    <Paper component="section" aria-labelledby="asistencia" withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" c="navy.8" id="asistencia">
          Pasar lista
        </Title>
        {past.length === 0 ? (
          <Text c="dimmed">La lista se pasa a partir de la primera sesión de la clase.</Text>
        ) : (
          <>
            <NativeSelect
              label="Sesión"
              value={date}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setDate(next);
                // Another session shows who was absent from it (nobody, if it was not taken).
                setAbsent(sheet.sessions.find((s) => s.date === next)?.absent ?? []);
              }}
              data={[...past].reverse().map((s) => ({
                value: s.date,
                label: `${weekdayDayMonth(s.date)}${s.taken ? ' · tomada' : ''}`,
              }))}
            />
            <Text size="sm" c="dimmed">
              Todos están presentes: marca solo a quien faltó.
            </Text>
            <Stack gap={4} role="group" aria-label="Estudiantes ausentes">
              {sheet.students.map((s) => (
                <Group key={s.id_student} justify="space-between" wrap="nowrap" mih={44}>
                  <Checkbox
                    size="md"
                    label={s.name}
                    description="Ausente"
                    checked={absent.includes(s.id_student)}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setAbsent((a) => (checked ? [...a, s.id_student] : a.filter((x) => x !== s.id_student)));
                    }}
                  />
                  <Badge color={s.low ? 'red' : 'gray'} variant={s.low ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
                    {s.percent === null ? 'Sin registro' : `${s.percent} %`}
                  </Badge>
                </Group>
              ))}
            </Stack>
            <Button onClick={save} loading={take.isPending} fullWidth mih={44}>
              Guardar asistencia
            </Button>
          </>
        )}
        {low > 0 ? (
          <Text size="sm" c="red.8" role="status">
            {low === 1 ? '1 estudiante tiene' : `${low} estudiantes tienen`} menos de {ATTENDANCE_MIN_PERCENT} % de
            asistencia.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
