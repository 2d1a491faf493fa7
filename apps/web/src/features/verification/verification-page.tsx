import { useParams } from 'react-router';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { INSTITUTION } from '@portal/domain/institution';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingState } from '../../components/page-states.tsx';
import { useVerification } from '../../api/grades.ts';
import { hasErrorCode, userMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const LONG_DATE = new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Cancun', dateStyle: 'long' });

/**
 * /verificar/{folio} (anyone, what a constancia's QR code opens): whether the institute issued it, with only
 * the name, subject, period, result and issue date (docs/rules.md ACT-8).
 */
export function VerificationPage() {
  const folio = useParams().folio ?? '';
  usePageTitle('Verificación de constancia');
  const check = useVerification(folio);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} c="navy.8" fz={{ base: 'h2', sm: 'h1' }}>
            Verificación de constancia
          </Title>
          <Text c="dimmed">
            {INSTITUTION.name} · {INSTITUTION.unit}
          </Text>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Folio: {folio}
          </Text>
        </div>
        {check.isPending ? (
          <LoadingState label="Verificando la constancia..." />
        ) : check.error ? (
          <ErrorAlert title="Constancia no encontrada">
            {hasErrorCode(check.error, 'FOLIO_NOT_FOUND')
              ? 'No existe una constancia con ese folio. Revisa que esté completo.'
              : userMessage(check.error, 'No se pudo verificar. Intenta nuevamente.')}
          </ErrorAlert>
        ) : (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {check.data.state === 'vigente' ? (
                  <IconCircleCheck size={28} color="var(--mantine-color-teal-9)" aria-hidden />
                ) : (
                  <IconAlertTriangle size={28} color="var(--mantine-color-orange-9)" aria-hidden />
                )}
                <div>
                  <Text fw={700} c={check.data.state === 'vigente' ? 'teal.9' : 'orange.9'}>
                    {check.data.state === 'vigente' ? 'Constancia auténtica' : 'Constancia reemplazada'}
                  </Text>
                  <Text>{check.data.state_label}</Text>
                </div>
              </Group>
              <dl style={{ margin: 0 }}>
                {(
                  [
                    ['Nombre', check.data.name],
                    ['Materia', check.data.subject],
                    ['Periodo', `Verano ${check.data.period}`],
                    ['Resultado', check.data.result],
                    ['Fecha de emisión', LONG_DATE.format(new Date(check.data.issued_at))],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} style={{ marginBottom: 8 }}>
                    <Text component="dt" fz="sm" fw={700} c="navy.8">
                      {label}
                    </Text>
                    <Text component="dd" m={0}>
                      {value}
                    </Text>
                  </div>
                ))}
              </dl>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
