import { useState } from 'react';
import { NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { COORDINATION_MESSAGES, periodName } from '@portal/domain/rules';
import { LoadingState } from '../../../components/page-states.tsx';
import { useTeacherEvaluations } from '../../../api/coordination.ts';
import { useTeacherAccounts } from '../../../api/teachers.ts';

/**
 * «Evaluación docente» (docs/rules.md COO-6): a teacher's results per class across summers; a class with
 * fewer than five answers shows only its count.
 */
export function TeacherEvaluationsPanel() {
  const teachers = useTeacherAccounts();
  const [teacherId, setTeacherId] = useState<number | null>(null);
  const results = useTeacherEvaluations(teacherId);
  return (
    <Paper component="section" aria-labelledby="evaluacion-docente" withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" c="navy.8" id="evaluacion-docente">
          Evaluación docente
        </Title>
        <NativeSelect
          label="Docente"
          value={teacherId === null ? '' : String(teacherId)}
          onChange={(e) => setTeacherId(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
          data={[
            { value: '', label: 'Elige un docente' },
            ...(teachers.data ?? []).map((t) => ({ value: String(t.id_user), label: t.name })),
          ]}
        />
        {teacherId === null ? null : !results.data ? (
          <LoadingState label="Cargando resultados..." />
        ) : results.data.classes.length === 0 ? (
          <Text c="dimmed">Este docente todavía no tiene clases evaluadas.</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Clase</Table.Th>
                  <Table.Th>Respuestas</Table.Th>
                  <Table.Th>Promedio (1–5)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.data.classes.map((c) => (
                  <Table.Tr key={c.id_class}>
                    <Table.Td>
                      {c.subject} · {periodName(c.period)}
                    </Table.Td>
                    <Table.Td>{c.answers}</Table.Td>
                    <Table.Td>{c.shown ? c.overall : 'Menos de 5 respuestas'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="xs" c="dimmed">
          {COORDINATION_MESSAGES.resultsHidden}
        </Text>
      </Stack>
    </Paper>
  );
}
