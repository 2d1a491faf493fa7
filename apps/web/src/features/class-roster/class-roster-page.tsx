import { useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isReleasedStatus } from '@portal/domain/rules';
import { ErrorState, LoadingState } from '../../components/page-states.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError, userMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useRegisteredStudents } from '../../api/students.ts';
import { useClassStudents } from '../../api/enrolments.ts';
import { useClassPayments } from '../../api/payments.ts';
import { useRosterClass } from '../../api/class-admin.ts';
import { ClassHistory } from './components/class-history.tsx';
import { ClassInfoCard } from './components/class-info-card.tsx';
import { EnrolSection } from './components/enrol-section.tsx';
import { EnrolledList } from './components/enrolled-list.tsx';
import { LockNotice } from './components/lock-notice.tsx';
import { RosterDownloadSection } from './components/roster-download-section.tsx';
import { MobilitySection } from './components/mobility-section.tsx';
import { StatusActions } from './components/status-actions.tsx';
import { GradesSection } from '../../components/grades/grades-section.tsx';
import { WaitlistSection } from './components/waitlist-section.tsx';
import {
  candidatesFor,
  classFromState,
  isMobilityOpen,
  parseClassId,
  rosterLockMessage,
  rosterLockReason,
} from './roster-view.ts';
import { BackLink } from '../../components/back-link.tsx';

const LOAD_ERROR = 'No se pudo cargar la información de la clase...';
/** Back to the dashboard's student-management section, where the admin came from. */
const BACK_TO = `${paths.adminDashboard}?section=estudiantes`;

/** The page inside the admin frame (the layout draws the sidebar and the `main` landmark). */
function Page({ children }: { children: ReactNode }) {
  return (
    <Box maw={1200} mx="auto">
      <Stack gap="lg">
        <BackLink to={BACK_TO} color="navy">
          Volver a Gestión de Estudiantes
        </BackLink>
        <Title order={1} size="h2" c="navy.8">
          Estudiantes de la clase
        </Title>
        {children}
      </Stack>
    </Box>
  );
}

function Roster({ classId }: { classId: number }) {
  const location = useLocation();
  const cls = useRosterClass(classId, classFromState(location.state, classId));
  const enrolled = useClassStudents(classId);
  const payments = useClassPayments(classId);
  const students = useRegisteredStudents();
  const candidates = useMemo(
    () => candidatesFor(students.data ?? [], enrolled.data?.data ?? []),
    [students.data, enrolled.data],
  );

  if (cls.isPending) return <LoadingState label="Cargando información de la clase..." />;
  if (cls.isError) {
    const missing = cls.error instanceof ApiError && (cls.error.status === 404 || cls.error.status === 400);
    return (
      <ErrorState
        title={LOAD_ERROR}
        message={userMessage(cls.error, 'No se pudo cargar la clase.')}
        onRetry={missing ? undefined : () => void cls.refetch()}
      />
    );
  }

  const lockMessage = rosterLockMessage(cls.data.status);
  const entries = enrolled.data?.data ?? [];
  const paymentProps = { payments: payments.data, canRecordPayment: !isReleasedStatus(cls.data.status) };

  const enrolledList = (locked: boolean) => (
    <EnrolledList
      classId={classId}
      entries={entries}
      loading={enrolled.isPending}
      loadError={enrolled.isError}
      onRetry={() => void enrolled.refetch()}
      locked={locked}
      canCorrectKind={!isReleasedStatus(cls.data.status) && cls.data.status !== 'finished'}
      {...paymentProps}
    />
  );

  // A class whose roster is closed opens read-only: why, then the class and its students, no enrol form.
  if (lockMessage) {
    return (
      <>
        <LockNotice reason={rosterLockReason(cls.data.status)} message={lockMessage} />
        <ClassInfoCard cls={cls.data} />
        <StatusActions classId={classId} status={cls.data.status} />
        <RosterDownloadSection classId={classId} />
        {enrolledList(true)}
        <MobilitySection classId={classId} locked={!isMobilityOpen(cls.data.status)} />
        {cls.data.status === 'finished' ? <GradesSection classId={classId} canReopen /> : null}
        <ClassHistory classId={classId} />
      </>
    );
  }

  return (
    <>
      <Text c="dimmed">Inscribe o elimina estudiantes de esta clase.</Text>
      <ClassInfoCard cls={cls.data} />
      <StatusActions classId={classId} status={cls.data.status} />
      <RosterDownloadSection classId={classId} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <EnrolSection
          classId={classId}
          candidates={candidates}
          loading={students.isPending || enrolled.isPending}
          loadError={students.isError}
          onRetry={() => void students.refetch()}
          locked={false}
        />
        {enrolledList(false)}
      </SimpleGrid>
      <MobilitySection classId={classId} locked={!isMobilityOpen(cls.data.status)} />
      {cls.data.status === 'active' ? <GradesSection classId={classId} canReopen /> : null}
      {cls.data.status === 'pendiente' ? <WaitlistSection classId={classId} /> : null}
      <ClassHistory classId={classId} />
    </>
  );
}

/**
 * /admin/class-students/{classId}: an admin enrols and removes the students of one class (docs/architecture.md, Screens);
 * a class closed to changes (docs/rules.md INS-2) shows its students read-only and says why.
 */
export function ClassRosterPage() {
  const { classId: raw } = useParams();
  const classId = parseClassId(raw);
  usePageTitle(classId ? `Estudiantes de la Clase #${classId}` : 'Estudiantes de la clase');
  return (
    <Page>
      {classId === null ? (
        <ErrorState title={LOAD_ERROR} message="El número de clase no es válido." />
      ) : (
        <Roster classId={classId} />
      )}
    </Page>
  );
}
