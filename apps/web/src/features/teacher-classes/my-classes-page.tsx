import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AreaPageContainer } from '../../components/area-page-container.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/page-states.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useMyTeacherClasses } from '../../api/teachers.ts';
import { TeacherClassCard } from './components/teacher-class-card.tsx';
import { CalendarAddressToggle } from '../../components/calendar-address-toggle.tsx';

/**
 * /staff/classes, "Mis Clases": the classes assigned to the signed-in teacher, each with
 * its schedule, room and roster count, and a link to its read-only roster.
 */
export function MyClassesPage() {
  usePageTitle('Mis Clases');
  const { user } = useAuth();
  const isTeacher = user?.type === 'staff' && user.role === 'teacher';
  const classes = useMyTeacherClasses(isTeacher);

  return (
    <AreaPageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1} c="navy.8" fz={{ base: 'h2', sm: 'h1' }}>
            Mis Clases
          </Title>
          <Text c="dimmed">Las clases que tienes asignadas como docente, con su horario, salón y lista.</Text>
        </div>
        {!isTeacher ? (
          <EmptyState
            title="Esta sección es para docentes."
            description="Un administrador no tiene clases asignadas."
          />
        ) : classes.isPending ? (
          <LoadingState label="Cargando tus clases..." />
        ) : classes.isError ? (
          <ErrorState
            title="No se pudieron cargar tus clases"
            message={userMessage(classes.error, 'Intenta nuevamente.')}
            onRetry={() => void classes.refetch()}
          />
        ) : classes.data.length === 0 ? (
          <EmptyState
            title="Todavía no tienes clases asignadas."
            description="Cuando la coordinación académica te asigne una clase, aparecerá aquí."
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {classes.data.map((c) => (
              <TeacherClassCard key={c.id_class} cls={c} />
            ))}
          </SimpleGrid>
        )}
        {isTeacher ? <CalendarAddressToggle /> : null}
      </Stack>
    </AreaPageContainer>
  );
}
