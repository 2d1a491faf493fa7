import { useState } from 'react';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { ATTENDANCE_MIN_PERCENT } from '@portal/domain/rules';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { RosterDownloads } from '../../../components/roster-downloads.tsx';
import { useAttendance } from '../../../api/coordination.ts';
import { userMessage } from '../../../lib/api-client.ts';

/**
 * The attendance report a coordinator reviews every two weeks (docs/rules.md COO-2): sessions taken, each
 * student's absences and percentage (under 80 % flagged), and the printed list filled in.
 */
export function AttendanceReportButton({ classId, subject }: { classId: number; subject: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="default"
        mih={44}
        onClick={() => setOpen(true)}
        aria-label={`Reporte de asistencia de ${subject}`}
      >
        Reporte de asistencia
      </Button>
      <Dialog opened={open} onClose={() => setOpen(false)} title={`Asistencia: ${subject}`} size="lg">
        {open ? <AttendanceReport classId={classId} /> : null}
      </Dialog>
    </>
  );
}

function AttendanceReport({ classId }: { classId: number }) {
  const sheet = useAttendance(classId);
  if (sheet.error) {
    return (
      <ErrorState title="No se pudo cargar la asistencia" message={userMessage(sheet.error, 'Intenta nuevamente.')} />
    );
  }
  if (!sheet.data) return <LoadingState label="Cargando la asistencia..." />;
  const { sessions, students, current_session } = sheet.data;
  const past = sessions.filter((s) => current_session !== null && s.date <= current_session);
  const taken = past.filter((s) => s.taken);
  return (
    <Stack gap="sm">
      <Text>
        Sesiones con lista: {taken.length} de {past.length} ya ocurridas ({sessions.length} en el curso).
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Estudiante</Table.Th>
              <Table.Th>Faltas</Table.Th>
              <Table.Th>Asistencia</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.map((s) => (
              <Table.Tr key={s.id_student}>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td>{s.absences}</Table.Td>
                <Table.Td>
                  {s.percent === null ? (
                    'Sin registro'
                  ) : (
                    <Badge color={s.low ? 'red' : 'gray'} variant={s.low ? 'filled' : 'light'}>
                      {s.percent} %{s.low ? ` (menos de ${ATTENDANCE_MIN_PERCENT} %)` : ''}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RosterDownloads
        classId={classId}
        description="La lista de asistencia en PDF sale llena con las sesiones tomadas."
      />
    </Stack>
  );
}
