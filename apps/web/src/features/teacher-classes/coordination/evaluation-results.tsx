import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { COORDINATION_MESSAGES, EVALUATION_QUESTIONS } from '@portal/domain/rules';
import { ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { useEvaluationResults } from '../../../api/coordination.ts';
import { userMessage } from '../../../lib/api-client.ts';

/** The teacher's own evaluation results of a class whose acta is closed (docs/rules.md COO-7). */
export default function EvaluationResults({ classId }: { classId: number }) {
  const results = useEvaluationResults(classId);
  if (results.error) {
    return (
      <ErrorState title="No se pudo cargar la evaluación" message={userMessage(results.error, 'Intenta nuevamente.')} />
    );
  }
  if (!results.data) return <LoadingState label="Cargando la evaluación docente..." />;
  const r = results.data;
  return (
    <Paper component="section" aria-labelledby="evaluacion" withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" c="navy.8" id="evaluacion">
          Evaluación docente
        </Title>
        <Text>Respuestas: {r.answers}</Text>
        {!r.shown ? (
          <Text c="dimmed">{COORDINATION_MESSAGES.resultsHidden}</Text>
        ) : (
          <>
            <Text fw={600}>Promedio general: {r.overall} de 5</Text>
            <Table.ScrollContainer minWidth={300}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Afirmación</Table.Th>
                    <Table.Th>Promedio</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {EVALUATION_QUESTIONS.map((q, i) => (
                    <Table.Tr key={q}>
                      <Table.Td>{q}</Table.Td>
                      <Table.Td>{r.means?.[i]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {r.comments.length > 0 ? (
              <Stack gap={4}>
                <Text fw={600}>Comentarios</Text>
                {r.comments.map((c) => (
                  <Text key={c} size="sm">
                    «{c}»
                  </Text>
                ))}
              </Stack>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
