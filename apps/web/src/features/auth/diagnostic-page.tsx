import { Badge, Card, Code, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text fw={600} fz="sm">
        {label}
      </Text>
      <Text fz="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** A titled card of session facts. */
function FactsCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A titled card with `value` as indented JSON, or `empty` when there is none. */
function JsonCard({ title, value, empty }: { title: string; value: unknown; empty: string }) {
  return (
    <Card withBorder radius="md">
      <Title order={2} fz="md" mb="xs">
        {title}
      </Title>
      <Code block>{value ? JSON.stringify(value, null, 2) : empty}</Code>
    </Card>
  );
}

/** /diagnostic: what the portal knows about the current session (docs/architecture.md, Screens), for support staff. */
export function DiagnosticPage() {
  usePageTitle('Diagnóstico');
  const auth = useAuth();
  const staff = auth.user?.type === 'staff' ? auth.user : null;
  const student = auth.user?.type === 'student' ? auth.user : null;
  const statusLabel = { loading: 'Verificando', authenticated: 'Autenticado', unauthenticated: 'Sin sesión' }[
    auth.status
  ];

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Diagnóstico</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FactsCard title="Estado de autenticación">
            <Row label="Estado">
              <Badge color={auth.status === 'authenticated' ? 'teal' : 'gray'} autoContrast>
                {statusLabel}
              </Badge>
            </Row>
            <Row label="Tipo de usuario">{auth.userType ?? 'Ninguno'}</Row>
            <Row label="Modo sin conexión">{auth.isOffline ? 'Sí' : 'No'}</Row>
            <Row label="Administrador">{auth.isAdmin ? 'Sí' : 'No'}</Row>
          </FactsCard>
          <FactsCard title="Sistema">
            <Row label="Biblioteca de interfaz">{__UI_LIBRARY_VERSION__}</Row>
            <Row label="Fecha y hora">{new Date().toLocaleString('es-MX')}</Row>
            <Row label="Navegador">{navigator.userAgent}</Row>
          </FactsCard>
        </SimpleGrid>
        <JsonCard title="Datos del usuario" value={student} empty="Sin datos de estudiante" />
        <JsonCard title="Datos del personal" value={staff} empty="Sin datos de personal" />
      </Stack>
    </Container>
  );
}
