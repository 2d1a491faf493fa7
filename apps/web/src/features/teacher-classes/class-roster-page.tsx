import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { roomLabel } from '@portal/domain/rules';
import { AreaPageContainer } from '../../components/area-page-container.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/page-states.tsx';
import { RosterDownloads } from '../../components/roster-downloads.tsx';
import { ScheduleText } from '../../components/schedule-text.tsx';
import { paths } from '../../config/paths.ts';
import { userMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useMyTeacherClasses, useTeacherRoster } from '../../api/teachers.ts';
import { RosterTable } from './components/roster-table.tsx';
import { GradesSection } from '../../components/grades/grades-section.tsx';
import { rosterCount } from './components/teacher-class-card.tsx';

// Attendance and progress only matter once the class runs: their code loads with them.
const CoordinationPanel = lazy(() => import('./coordination/coordination-panel.tsx'));
// Their evaluation's results, once the acta of the class is closed.
const EvaluationResults = lazy(() => import('./coordination/evaluation-results.tsx'));

/**
 * /staff/classes/{id}: the roster of one of the teacher's classes, read-only, with the
 * downloads (Excel, CSV, the attendance PDF), and the class's grades and acta. The server answers 403 for
 * another teacher's class.
 */
export function TeacherRosterPage() {
  const classId = Number(useParams().classId);
  const mine = useMyTeacherClasses();
  const cls = mine.data?.find((c) => c.id_class === classId);
  usePageTitle(cls ? `Lista de ${cls.subject}` : 'Lista de la clase');
  const { students, mobility } = useTeacherRoster(classId);
  const failed = students.error ?? mobility.error;
  const rows = students.data && mobility.data ? { students: students.data, mobility: mobility.data } : null;

  return (
    <AreaPageContainer>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.teacherClasses} c="navy.8" fw={600} style={{ alignSelf: 'flex-start' }}>
          <Group gap={6} mih={44}>
            <IconArrowLeft size={18} aria-hidden /> Volver a Mis Clases
          </Group>
        </Anchor>
        <div>
          <Title order={1} c="navy.8" fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
            {cls ? cls.subject : `Clase #${classId}`}
          </Title>
          {cls ? (
            <Stack gap={4} mt={4}>
              <Text c="dimmed">
                {cls.clave} · Periodo {cls.period} ·{' '}
                {cls.room ? roomLabel(cls.room.name, cls.room.building) : 'Sin salón asignado'} · {rosterCount(cls)}
              </Text>
              <ScheduleText schedules={cls.Schedules} />
            </Stack>
          ) : null}
        </div>
        {failed ? (
          <ErrorState title="No se pudo cargar la lista" message={userMessage(failed, 'Intenta nuevamente.')} />
        ) : !rows ? (
          <LoadingState label="Cargando la lista..." />
        ) : (
          <>
            <RosterDownloads
              classId={classId}
              description="La lista de la clase en Excel o CSV, y la lista de asistencia en PDF para imprimir."
            />
            <section aria-labelledby="lista-estudiantes">
              <Title order={2} size="h3" c="navy.8" id="lista-estudiantes" mb="sm">
                Estudiantes ({rows.students.meta.total + rows.mobility.length})
              </Title>
              {rows.students.data.length + rows.mobility.length === 0 ? (
                <EmptyState title="Esta clase todavía no tiene estudiantes." />
              ) : (
                <RosterTable students={rows.students.data} mobility={rows.mobility} />
              )}
            </section>
            {cls?.status === 'active' ? (
              <Suspense fallback={<LoadingState label="Cargando asistencia y avance..." />}>
                <CoordinationPanel classId={classId} />
              </Suspense>
            ) : null}
            <GradesSection classId={classId} />
            {cls?.status === 'finished' ? (
              <Suspense fallback={<LoadingState label="Cargando la evaluación docente..." />}>
                <EvaluationResults classId={classId} />
              </Suspense>
            ) : null}
          </>
        )}
      </Stack>
    </AreaPageContainer>
  );
}
