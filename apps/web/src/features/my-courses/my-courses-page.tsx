import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Flex, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCompass, IconPlugConnectedX, IconPlus } from '@tabler/icons-react';
import { MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import { AreaPageContainer } from '../../components/area-page-container.tsx';
import { AccessNotice, SignInRequired } from '../../components/access-notice.tsx';
import { EmptyState } from '../../components/page-states.tsx';
import { paths } from '../../config/paths.ts';
import { userMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { countingOf, useMyClasses } from '../../api/enrolments.ts';
import { usePeriods } from '../../api/periods.ts';
import { useMyWaitlists } from '../../api/waitlist.ts';
import { useMyPayments } from '../../api/place-payments.ts';
import { releasedClasses } from '@portal/domain/rules';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useScrollToHash } from '../../lib/use-scroll-to-hash.ts';
import { CourseCard } from './components/course-card.tsx';
import { OfflineBanner } from './components/offline-banner.tsx';
import { PendingStudentHeader, StudentHeader } from './components/student-header.tsx';
import { CardGrid } from '../../components/card-grid.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { CalendarAddressToggle } from '../../components/calendar-address-toggle.tsx';

// The payments' section (slip, upload, bank data) loads only for a student who owes something: the page's first
// load stays within the phone budget.
// The same for the waitlists, shown only to a student who waits for a place.
const WaitlistSection = lazy(() =>
  import('./components/waitlist-section.tsx').then((m) => ({ default: m.WaitlistSection })),
);
const PaymentsSection = lazy(() =>
  import('./components/payments-section.tsx').then((m) => ({ default: m.PaymentsSection })),
);

/** The header's two ways on while there is room for more classes: browse them, or propose one. */
const HEADER_LINKS = [
  { to: paths.classes, variant: 'default', Icon: IconCompass, label: 'Explorar Cursos' },
  { to: paths.createClass, variant: 'light', Icon: IconPlus, label: 'Crear Curso' },
] as const;

function Page({ children }: { children: ReactNode }) {
  return (
    <AreaPageContainer>
      <Stack gap="lg">{children}</Stack>
    </AreaPageContainer>
  );
}

/** "Cargando tus cursos..." over the cards' places. */
function CoursesLoading() {
  return (
    <>
      <Text role="status" c="dimmed">
        Cargando tus cursos...
      </Text>
      <CardGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-hidden>
        <Skeleton height={320} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </CardGrid>
    </>
  );
}

/** "Error de conexión con el servidor" with its hint and "Reintentar Conexión". */
function ConnectionError({
  detail,
  onRetry,
  retrying,
}: {
  detail?: string | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <ErrorAlert radius="lg" icon={<IconPlugConnectedX aria-hidden />} title="Error de conexión con el servidor">
      <Stack gap="sm" align="flex-start">
        {detail ? <Text fz="sm">{detail}</Text> : null}
        <Text fz="sm">
          Revisa tu conexión a internet (o a la red del instituto) e inténtalo de nuevo en unos minutos. Si el problema
          continúa, avisa a la coordinación de cursos de verano.
        </Text>
        <Button color="red.9" onClick={onRetry} loading={retrying}>
          Reintentar Conexión
        </Button>
      </Stack>
    </ErrorAlert>
  );
}

/** /my-courses: the student's classes, with their classmates one click away (docs/architecture.md, Screens). */
export function MyCoursesPage() {
  usePageTitle('Mis Cursos');
  const auth = useAuth();
  const user = auth.user?.type === 'student' ? auth.user : null;
  const student = user?.studentData ?? null;
  const complete = Boolean(student?.control_number && student.career);
  const myClasses = useMyClasses(complete ? student?.id_student : null);
  const myWaitlists = useMyWaitlists(complete ? student?.id_student : null);
  const myPayments = useMyPayments(complete ? student?.id_student : null);
  // Asked with the student's classes, not before: until the profile answers nothing is asked.
  const periods = usePeriods(complete);
  useScrollToHash(myClasses.isSuccess);

  // Who is signed in is still being checked: the header holds the name the stored sign-in carries, if any,
  // and the courses' place is kept (the build's shell is this state too: docs/decisions/013-signed-in-first-paint.md).
  if (auth.status === 'loading') {
    return (
      <Page>
        <PendingStudentHeader name={auth.pendingStudentName ?? null} />
        <CoursesLoading />
      </Page>
    );
  }

  if (!auth.user) {
    return (
      <Page>
        <SignInRequired message="Debes iniciar sesión para ver tus cursos." />
      </Page>
    );
  }

  if (!user) {
    return (
      <Page>
        <AccessNotice
          title="Acceso restringido"
          message="Debes estar registrado como estudiante para ver tus cursos."
        />
      </Page>
    );
  }

  if (auth.isOffline) {
    return (
      <Page>
        <StudentHeader user={user} enrolments={null} max={MAX_ENROLMENTS_PER_STUDENT} />
        <OfflineBanner />
        <ConnectionError onRetry={() => void auth.refresh()} retrying={false} />
      </Page>
    );
  }

  // No student record yet, or one without control number or career: Mi Perfil first.
  const registration = !student
    ? {
        title: 'Acceso restringido',
        message: 'Debes estar registrado como estudiante para ver tus cursos. Completa tu registro en Mi Perfil.',
        action: 'Completar mi registro',
      }
    : !complete
      ? {
          title: 'Perfil incompleto',
          message: 'Tu registro no tiene número de control o carrera. Complétalo en Mi Perfil para ver tus cursos.',
          action: 'Ir a Mi Perfil',
        }
      : null;
  if (registration) {
    return (
      <Page>
        <StudentHeader user={user} enrolments={null} max={MAX_ENROLMENTS_PER_STUDENT} />
        <AccessNotice
          headingLevel={2}
          title={registration.title}
          message={registration.message}
          action={
            <Button component={Link} to={paths.profile}>
              {registration.action}
            </Button>
          }
        />
      </Page>
    );
  }

  // Released classes (rejected or cancelled) no longer count: they are history.
  const courses = countingOf(myClasses.data);
  const history = releasedClasses(myClasses.data ?? []);
  // The two-class limit is per summer: the header counts the current summer's classes only.
  const thisSummer = countingOf(myClasses.data, periods.data?.current);
  return (
    <Page>
      <StudentHeader
        user={user}
        enrolments={myClasses.data ? thisSummer.length : null}
        max={MAX_ENROLMENTS_PER_STUDENT}
      />
      {myClasses.isPending ? (
        <CoursesLoading />
      ) : myClasses.isError ? (
        <ConnectionError
          detail={userMessage(myClasses.error, '')}
          onRetry={() => void myClasses.refetch()}
          retrying={myClasses.isFetching}
        />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} size="h3" c="navy.8">
              Tus Cursos Inscritos ({courses.length})
            </Title>
            {thisSummer.length < MAX_ENROLMENTS_PER_STUDENT && courses.length > 0 ? (
              <Flex direction={{ base: 'column', xs: 'row' }} gap="xs" w={{ base: '100%', xs: 'auto' }}>
                {HEADER_LINKS.map(({ to, variant, Icon, label }) => (
                  <Button
                    key={to}
                    component={Link}
                    to={to}
                    variant={variant}
                    leftSection={<Icon size={18} aria-hidden />}
                  >
                    {label}
                  </Button>
                ))}
              </Flex>
            ) : null}
          </Group>
          {courses.length === 0 ? (
            <EmptyState
              title="Aún no tienes cursos inscritos"
              description={`Inscríbete hasta en ${MAX_ENROLMENTS_PER_STUDENT} clases de verano o propón la materia que necesitas.`}
              action={
                <Group justify="center" gap="sm" mt="xs">
                  <Button component={Link} to={paths.classes} leftSection={<IconCompass size={18} aria-hidden />}>
                    Explorar Cursos
                  </Button>
                  <Button component={Link} to={paths.createClass} variant="default">
                    Crear Curso
                  </Button>
                </Group>
              }
            />
          ) : (
            <CardGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {courses.map((cls) => (
                <CourseCard key={cls.id_class} cls={cls} />
              ))}
            </CardGrid>
          )}
          {myPayments.data && myPayments.data.payments.length > 0 ? (
            <Suspense fallback={null}>
              <PaymentsSection data={myPayments.data} />
            </Suspense>
          ) : null}
          {myWaitlists.data && myWaitlists.data.length > 0 ? (
            <Suspense fallback={null}>
              <WaitlistSection lists={myWaitlists.data} />
            </Suspense>
          ) : null}
          <CalendarAddressToggle />
          {history.length > 0 ? (
            <Stack gap="sm" component="section" aria-labelledby="course-history-title">
              <Title order={2} size="h3" c="navy.8" id="course-history-title">
                Historial ({history.length})
              </Title>
              <Text c="dimmed" fz="sm">
                Clases rechazadas o canceladas: ya no cuentan en tus inscripciones.
              </Text>
              <CardGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {history.map((cls) => (
                  <CourseCard key={cls.id_class} cls={cls} />
                ))}
              </CardGrid>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Page>
  );
}
