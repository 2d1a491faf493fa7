import { Link } from 'react-router';
import { Alert, Avatar, Badge, Box, Button, Card, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconChalkboard,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconWifiOff,
} from '@tabler/icons-react';
import { usePopup } from '../../components/popup/popup-context.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { readStaffSession } from '../../lib/auth/staff-session.ts';
import { STAFF_ROLE_LABELS } from '../../lib/auth/staff-role.ts';
import { useSignOut } from '../../lib/auth/use-sign-out.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { initials } from '../../lib/initials.ts';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * /staff/profile (docs/architecture.md, Screens): the signed-in staff member's card — name, institutional email, role and
 * status — with the admin dashboard button for admins, settings (not available yet) and sign-out.
 * The staff guard (staff-layout.tsx) keeps everyone else out.
 */
export function StaffProfilePage() {
  usePageTitle('Perfil del personal');
  const { user, isAdmin, isOffline } = useAuth();
  const popup = usePopup();
  const signOut = useSignOut();
  if (user?.type !== 'staff') return null;

  const fullName = [user.name, user.paternal_surname, user.maternal_surname].filter(Boolean).join(' ');
  const expiresAt = readStaffSession()?.expiresAt;
  const sessionUntil = expiresAt
    ? new Date(expiresAt).toLocaleString('es-MX', { dateStyle: 'long', timeStyle: 'short' })
    : null;

  return (
    <Container size={640} px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Title order={1} c="navy.8" fz={{ base: 'h2', sm: 'h1' }}>
          Perfil del personal
        </Title>
        {isOffline ? (
          <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="status">
            Sin conexión con el servidor: se muestran los datos guardados de tu sesión.
          </Alert>
        ) : null}
        <Card withBorder radius="lg" shadow="sm" padding={0}>
          <Group gap="md" p="lg" wrap="nowrap" bg="navy.0" style={{ borderBottom: '1px solid #d8e2f2' }}>
            <Avatar size={64} radius="xl" color="navy.8" variant="filled" aria-hidden>
              {initials(fullName) || '?'}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fz="xl" fw={700} c="navy.8" style={{ overflowWrap: 'anywhere' }}>
                {fullName}
              </Text>
              <Badge
                color={user.role === 'admin' ? 'navy.8' : 'turquesa.8'}
                variant="filled"
                size="lg"
                mt={4}
                styles={{ label: { textTransform: 'none' } }}
              >
                {STAFF_ROLE_LABELS[user.role]}
              </Badge>
            </div>
          </Group>
          <Stack gap="md" p="lg">
            <Field label="Correo institucional">{user.email}</Field>
            <Field label="Estado">
              <Group gap={8} wrap="nowrap">
                <Box
                  w={10}
                  h={10}
                  bg={user.isActive ? 'green.7' : 'gray.6'}
                  style={{ borderRadius: '50%', flex: 'none' }}
                  aria-hidden
                />
                {user.isActive ? 'Activo' : 'Inactivo'}
              </Group>
            </Field>
            <Divider />
            <Stack gap="sm">
              {isAdmin ? (
                <Button
                  component={Link}
                  to={paths.adminDashboard}
                  leftSection={<IconLayoutDashboard size={20} aria-hidden />}
                  fullWidth
                >
                  Ir al panel de administración
                </Button>
              ) : (
                <Button
                  component={Link}
                  to={paths.teacherClasses}
                  leftSection={<IconChalkboard size={20} aria-hidden />}
                  fullWidth
                >
                  Ver Mis Clases
                </Button>
              )}
              <Group grow gap="sm" wrap="wrap" preventGrowOverflow={false}>
                <Button
                  variant="default"
                  leftSection={<IconSettings size={20} aria-hidden />}
                  onClick={() =>
                    popup.show({ type: 'info', title: 'Configuración', message: 'Funcionalidad en desarrollo' })
                  }
                >
                  Configuración
                </Button>
                <Button
                  variant="outline"
                  color="red.8"
                  leftSection={<IconLogout size={20} aria-hidden />}
                  onClick={() => void signOut()}
                >
                  Cerrar Sesión
                </Button>
              </Group>
            </Stack>
          </Stack>
        </Card>
        <Alert color="navy" variant="light" icon={<IconInfoCircle aria-hidden />} title="Información del sistema">
          <Stack gap={4}>
            <Text fz="sm">
              Portal de Cursos de Verano. Tu sesión de personal dura 24 horas desde que inicias sesión; al vencer,
              vuelve a entrar con tu correo y contraseña.
            </Text>
            {sessionUntil ? <Text fz="sm">Vence: {sessionUntil}</Text> : null}
            <Text fz="sm">
              Si tus datos no son correctos o necesitas cambiar tu contraseña, comunícate con la coordinación académica.
            </Text>
          </Stack>
        </Alert>
      </Stack>
    </Container>
  );
}
