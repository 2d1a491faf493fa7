import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { MAX_ENROLMENTS_PER_STUDENT, PAGE_SIZES } from '@portal/domain/constants';
import type { ClassItem } from '@portal/domain/schemas';
import { AreaPageContainer } from '../../components/area-page-container.tsx';
import { classTitle } from '../../components/class-card/index.ts';
import { NumberedPagination } from '../../components/numbered-pagination.tsx';
import { EmptyState } from '../../components/page-states.tsx';
import { usePopup } from '../../components/popup/popup-context.ts';
import { paths } from '../../config/paths.ts';
import { userMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useMyWaitlists, useWaitlistAction } from '../../api/waitlist.ts';
import { useHolds, useMyConvalidations } from '../../api/eligibility.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useStudentClasses } from '../../api/classes.ts';
import { countingOf, useMyClasses } from '../../api/enrolments.ts';
import { enrolmentRefusals, usePeriods } from '../../api/periods.ts';
import { PhaseBanner } from '../../components/phase-banner.tsx';
import { activeFilterCount, EMPTY_FILTERS, toClassesQuery, type ClassFilters } from './class-filters.ts';
import { ClassBrowserCard } from './components/class-browser-card.tsx';
import { ClassFiltersPanel } from './components/class-filters-panel.tsx';
import { countingIn, enrolState, ENROL_REASONS, waitlistOption, type Enrolments } from './enrol-state.ts';
import { CardGrid } from '../../components/card-grid.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { failurePopup } from '../../components/popup/failure-popup.ts';
import { useMutateOnce } from '../../lib/use-one-at-a-time.ts';

// The details dialog and its enrolment are code the first view does not show: they load when a class is first opened.
const ClassEnrolDialog = lazy(() =>
  import('./components/class-enrol-dialog.tsx').then((m) => ({ default: m.ClassEnrolDialog })),
);
// «Me interesa» loads when the student first asks for it.
const InterestDialog = lazy(() =>
  import('./components/interest-dialog.tsx').then((m) => ({ default: m.InterestDialog })),
);

function GridSkeleton() {
  return (
    <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={300} radius="lg" />
      ))}
    </CardGrid>
  );
}

/** /classes: filter, browse 12 per page, see a class's details and enrol (docs/architecture.md, Screens). */
export function ClassesPage() {
  usePageTitle('Clases Disponibles');
  const auth = useAuth();
  const popup = usePopup();
  const studentData = auth.user?.type === 'student' ? auth.user.studentData : null;
  const myClasses = useMyClasses(studentData?.id_student);
  const myWaitlists = useMyWaitlists(studentData?.id_student);
  const periods = usePeriods();
  const holds = useHolds(studentData?.id_student);
  const convalidations = useMyConvalidations(studentData?.id_student);
  const me: Enrolments = {
    windowClosed: enrolmentRefusals(periods.data),
    registered: studentData !== null,
    classIds: (myClasses.data ?? []).map((c) => c.id_class),
    counting: countingOf(myClasses.data),
    waiting: new Map((myWaitlists.data ?? []).map((w) => [w.class.id_class, { position: w.position, total: w.total }])),
    hold: holds.data?.[0]?.reason ?? null,
    convalidatedSubjects: new Set(
      (convalidations.data ?? []).filter((c) => c.status === 'aprobada').map((c) => c.subject.id_subject),
    ),
    ...(studentData ? { careerId: studentData.id_career } : {}),
  };
  const waitlistAction = useWaitlistAction();
  // A double tap or Enter pressed twice sends one request.
  const waitlistActionOnce = useMutateOnce(waitlistAction);
  const onWaitlist = (cls: ClassItem) => {
    const option = waitlistOption(cls, me);
    if (!option) return;
    const name = classTitle(cls);
    waitlistActionOnce(
      { classId: cls.id_class, action: option.action },
      {
        onSuccess: (result) =>
          popup.show({
            type: 'success',
            title: result ? 'Estás en la lista de espera' : 'Saliste de la lista de espera',
            message: result
              ? `Tienes el lugar ${result.position} en la lista de espera de ${name}. Si se libera un lugar y sigues cumpliendo los requisitos, te lo apartaremos y te avisaremos para que lo aceptes en Mis Cursos.`
              : `Ya no estás en la lista de espera de ${name}.`,
          }),
        onError: (err) => popup.show(failurePopup('Lista de espera', err, 'No se pudo completar la acción.')),
      },
    );
  };

  const [filters, setFilters] = useState<ClassFilters>(EMPTY_FILTERS);
  const query = toClassesQuery(filters);
  // Any change of what is asked for starts again on page 1.
  const signature = JSON.stringify(query);
  const [paging, setPaging] = useState({ page: 1, signature });
  const page = paging.signature === signature ? paging.page : 1;
  const classes = useStudentClasses(page, query);

  // Known in the first render (not an effect later): on wide screens the panel is open from React's
  // first frame instead of opening a moment after it and pushing the list down.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  const opened = filtersOpen ?? wide ?? false;

  const [selected, setSelected] = useState<ClassItem | null>(null);
  // "Ver detalles" shows the class; only "Inscribirme" (on the card or in the details) asks for confirmation.
  const [confirming, setConfirming] = useState(false);
  const open = (cls: ClassItem, confirm: boolean) => {
    setSelected(cls);
    setConfirming(confirm);
  };
  // Mounted from the first opening on, so later closings keep the dialog's exit transition.
  const [modalUsed, setModalUsed] = useState(false);
  if (selected && !modalUsed) setModalUsed(true);

  const clearFilters = () => setFilters(EMPTY_FILTERS);
  const goToPage = (next: number) => {
    setPaging({ page: next, signature });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const [interestOpen, setInterestOpen] = useState<boolean | null>(null);
  const interestButton = studentData ? (
    <Button variant="light" onClick={() => setInterestOpen(true)}>
      Me interesa una materia
    </Button>
  ) : null;

  const data = classes.data;
  const atLimit = me.registered && countingIn(me, periods.data?.current) >= MAX_ENROLMENTS_PER_STUDENT;

  return (
    <AreaPageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2" c="navy.8">
            Clases Disponibles
          </Title>
          <Text c="dimmed" mt={4}>
            Explora los cursos de verano e inscríbete hasta en {MAX_ENROLMENTS_PER_STUDENT} clases.
          </Text>
          {interestButton ? (
            <Group mt="xs" gap="xs">
              <Text fz="sm" c="dimmed">
                ¿Necesitas una materia que no tiene clase?
              </Text>
              {interestButton}
            </Group>
          ) : null}
        </div>
        <PhaseBanner />

        {auth.status === 'authenticated' && !auth.isOffline && !me.registered ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} title="Completa tu registro">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{ENROL_REASONS.unregistered}</Text>
              <Button component={Link} to={paths.profile} variant="white" color="navy">
                Ir a Mi Perfil
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {atLimit ? (
          <Alert color="navy" variant="light" icon={<IconInfoCircle aria-hidden />} title="Límite de inscripciones">
            <Text fz="sm">
              {ENROL_REASONS.limit} Consulta tus clases en{' '}
              <Link to={paths.myCourses} style={{ color: 'inherit', fontWeight: 600 }}>
                Mis Cursos
              </Link>
              .
            </Text>
          </Alert>
        ) : null}

        <ClassFiltersPanel
          filters={filters}
          onChange={setFilters}
          onClear={clearFilters}
          opened={opened}
          onToggle={() => setFiltersOpen(!opened)}
        />

        {classes.isError ? (
          <ErrorAlert title="Error al cargar las clases">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{userMessage(classes.error, 'No se pudieron cargar las clases. Intenta nuevamente.')}</Text>
              <Group gap="sm">
                <Button size="sm" color="red.9" onClick={() => void classes.refetch()}>
                  Reintentar
                </Button>
                <Button size="sm" variant="white" color="red.9" onClick={clearFilters}>
                  Limpiar Filtros
                </Button>
              </Group>
            </Stack>
          </ErrorAlert>
        ) : classes.isPending ? (
          <>
            <Text role="status" c="dimmed">
              Cargando clases...
            </Text>
            <GridSkeleton />
          </>
        ) : data && data.data.length === 0 ? (
          <EmptyState
            title="No hay clases que coincidan"
            description={
              activeFilterCount(filters) > 0
                ? 'Prueba con otro año, carrera, materia o clave.'
                : 'Aún no hay clases registradas. ¡Propón la que necesitas!'
            }
            action={
              activeFilterCount(filters) > 0 ? null : (
                <Button component={Link} to={paths.createClass}>
                  Crear Curso
                </Button>
              )
            }
          />
        ) : data ? (
          <Stack gap="md">
            <Text c="dimmed" fz="sm" role="status">
              {data.meta.total === 1 ? '1 clase' : `${data.meta.total} clases`} · página {data.meta.page} de{' '}
              {Math.max(1, data.meta.totalPages)}
              {classes.isFetching ? ' · actualizando...' : ''}
            </Text>
            <CardGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              // The previous page stays readable while the next loads (faded text fails its contrast): it is
              // marked busy and the status line above says «actualizando...».
              aria-busy={classes.isPlaceholderData || undefined}
              style={classes.isPlaceholderData ? { cursor: 'progress' } : undefined}
            >
              {data.data.slice(0, PAGE_SIZES.studentClassList).map((cls) => (
                <ClassBrowserCard
                  key={cls.id_class}
                  cls={cls}
                  enrol={enrolState(cls, me)}
                  onOpen={() => open(cls, false)}
                  onEnrol={() => open(cls, true)}
                  waitlist={waitlistOption(cls, me)}
                  waitlistBusy={waitlistAction.isPending && waitlistAction.variables?.classId === cls.id_class}
                  onWaitlist={() => onWaitlist(cls)}
                />
              ))}
            </CardGrid>
            <NumberedPagination
              page={data.meta.page}
              totalPages={data.meta.totalPages}
              onChange={goToPage}
              label="Páginas de clases"
            />
          </Stack>
        ) : null}
      </Stack>

      {interestOpen !== null && studentData ? (
        <Suspense fallback={null}>
          <InterestDialog
            opened={interestOpen}
            onClose={() => setInterestOpen(false)}
            studentId={studentData.id_student}
          />
        </Suspense>
      ) : null}
      {modalUsed ? (
        <Suspense fallback={null}>
          <ClassEnrolDialog
            cls={selected}
            enrol={selected ? enrolState(selected, me) : null}
            enrolmentsLeft={MAX_ENROLMENTS_PER_STUDENT - countingIn(me, selected?.period)}
            confirming={confirming}
            student={studentData}
            onStartEnrol={() => setConfirming(true)}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      ) : null}
    </AreaPageContainer>
  );
}
