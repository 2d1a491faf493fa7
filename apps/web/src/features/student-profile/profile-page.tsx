import { Avatar, Container, Group, Stack, Text, Title } from '@mantine/core';
import { fullName } from '@portal/domain/rules';
import { SignInRequired } from '../../components/access-notice.tsx';
import { ErrorState, LoadingState } from '../../components/page-states.tsx';
import { ToneBadge } from '../../components/tone-badge.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PersonalInfoCard } from './components/personal-info-card.tsx';
import { RegistrationCard } from './components/registration-card.tsx';
import { StudentInfoCard } from './components/student-info-card.tsx';
import { initials } from '../../lib/initials.ts';

/** /profile: personal information, the student record with its edit form, or the registration (docs/architecture.md, Screens). */
export function ProfilePage() {
  usePageTitle('Mi Perfil');
  const auth = useAuth();
  const user = auth.user?.type === 'student' ? auth.user : null;

  if (auth.status === 'loading') {
    return (
      <Container size="md" py="xl">
        <LoadingState label="Cargando tu perfil..." />
      </Container>
    );
  }

  if (!user) {
    return (
      <Container size="md" py="xl">
        <SignInRequired
          title="Sesión requerida"
          message="Inicia sesión con tu cuenta institucional para ver y completar tu perfil de estudiante."
        />
      </Container>
    );
  }

  const name = fullName(user) || user.email;
  const registered = user.studentData !== null;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar size={64} radius="xl" color="navy" variant="filled" aria-hidden>
            {initials(name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600} c="turquesa.8">
              Mi Perfil
            </Text>
            <Title order={1} size="h2" c="navy.8" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Group gap="xs" mt={4}>
              {auth.isOffline ? null : (
                <ToneBadge tone={registered ? 'teal' : 'yellow'}>
                  {registered ? 'Estudiante registrado' : 'Registro pendiente'}
                </ToneBadge>
              )}
            </Group>
          </div>
        </Group>

        {auth.isOffline ? (
          <ErrorState
            title="Error al cargar el perfil"
            message="No se pudo conectar con el servidor: se muestran solo los datos básicos de tu cuenta."
            onRetry={() => void auth.refresh()}
          />
        ) : null}

        <PersonalInfoCard user={user} />

        {auth.isOffline ? null : user.studentData ? (
          <StudentInfoCard student={user.studentData} />
        ) : (
          <RegistrationCard user={user} />
        )}
      </Stack>
    </Container>
  );
}
