import { Link } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when a screen fails to load (e.g. a new version was deployed while the page was open). */
export default function RouteErrorView() {
  return (
    <Center mih="60vh" p="lg">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Title order={1} fz="h2" c="navy.8">
          Algo salió mal
        </Title>
        <Text c="dimmed">
          No pudimos mostrar esta página. Recarga para intentarlo de nuevo; si sigue fallando, vuelve al inicio.
        </Text>
        <Stack gap="xs">
          <Button onClick={() => window.location.reload()}>Recargar</Button>
          <Button component={Link} to="/" variant="subtle">
            Ir al inicio
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
