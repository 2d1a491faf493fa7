import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconStar, IconUsers } from '@tabler/icons-react';
import { AreaPageContainer } from '../../components/area-page-container.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/page-states.tsx';
import { paths } from '../../config/paths.ts';
import { canRetry, userMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useMyClasses } from '../../api/enrolments.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useClassStudents } from '../../api/enrolments.ts';
import { paymentsByStudent, useClassPayments } from '../../api/payments.ts';
import { PaymentSummary } from '../../components/payment-badge.tsx';
import {
  DEFAULT_SORT,
  EMPTY_CLASSMATE_FILTERS,
  filterClassmates,
  hasActiveFilters,
  sortClassmates,
  toggleSort,
  type ClassmateFilters,
  type SortState,
} from './classmates-view.ts';
import { ClassmateCard } from './components/classmate-card.tsx';
import { ClassmatesToolbar } from './components/classmates-toolbar.tsx';
import { StatCard } from './components/stat-card.tsx';
import { LeaderDownloads } from './components/leader-downloads.tsx';
import { WhatsappLinkCard } from './components/whatsapp-link-card.tsx';
import styles from './classmates-page.module.css';
import { BackLink } from '../../components/back-link.tsx';

function Page({ children }: { children: ReactNode }) {
  return (
    <AreaPageContainer>
      <Stack gap="lg">
        <BackLink to={paths.myCourses} color="navy">
          Volver a Mis Cursos
        </BackLink>
        {children}
      </Stack>
    </AreaPageContainer>
  );
}

function parseClassId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function Classmates({ classId }: { classId: number }) {
  const auth = useAuth();
  const me = auth.user?.type === 'student' ? auth.user.studentData : null;
  const classmates = useClassStudents(classId);
  const myClasses = useMyClasses(me?.id_student);
  const cls = myClasses.data?.find((c) => c.id_class === classId) ?? null;
  // Who has paid: for the group leader only (the API refuses everyone else).
  const payments = useClassPayments(classId, cls?.group_leader === true);
  const paymentOf = paymentsByStudent(payments.data);
  const [filters, setFilters] = useState<ClassmateFilters>(EMPTY_CLASSMATE_FILTERS);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);

  const header = (
    <div>
      <Title order={1} size="h2" c="navy.8">
        Compañeros de la Clase #{classId}
      </Title>
      {cls ? (
        <Text c="dimmed" mt={4}>
          {cls.Subjects.name} · {cls.Subjects.clave} · Verano {cls.period}
        </Text>
      ) : null}
    </div>
  );

  if (classmates.isPending) {
    return (
      <>
        {header}
        <LoadingState label="Cargando compañeros de clase..." />
      </>
    );
  }
  if (classmates.isError) {
    return (
      <>
        {header}
        <ErrorState
          title="Error al cargar información"
          message={userMessage(classmates.error, 'No se pudo cargar la información de la clase.')}
          onRetry={canRetry(classmates.error) ? () => void classmates.refetch() : undefined}
        />
      </>
    );
  }

  const all = classmates.data.data;
  const shown = sortClassmates(filterClassmates(all, filters), sort);
  const filtering = hasActiveFilters(filters);

  return (
    <>
      {header}
      <div className={styles.stats}>
        <StatCard label="Estudiantes" value={classmates.data.meta.total} icon={<IconUsers size={24} />} />
        <StatCard label="Jefes de grupo" value={classmates.data.meta.leaders} icon={<IconStar size={24} />} />
        <StatCard label="Mostrando" value={shown.length} icon={<IconEye size={24} />} />
        <div className={styles.whatsapp}>
          <WhatsappLinkCard
            classId={classId}
            status={cls?.status ?? 'pendiente'}
            link={cls?.whatsapp_link ?? null}
            canEdit={cls?.group_leader ?? false}
          />
        </div>
      </div>
      {cls?.group_leader ? <LeaderDownloads classId={classId} /> : null}
      {cls?.group_leader && payments.data ? <PaymentSummary payments={payments.data} /> : null}
      <ClassmatesToolbar
        filters={filters}
        onFiltersChange={setFilters}
        sort={sort}
        onSort={(key) => setSort((current) => toggleSort(current, key))}
        onClear={() => {
          setFilters(EMPTY_CLASSMATE_FILTERS);
          setSort(DEFAULT_SORT);
        }}
      />
      <Title order={2} size="h4" c="navy.8">
        Estudiantes inscritos
      </Title>
      {shown.length === 0 ? (
        <EmptyState
          title={filtering ? 'Ningún compañero coincide' : 'Sin estudiantes'}
          description={
            filtering ? 'Intenta ajustar los filtros de búsqueda.' : 'Aún no hay estudiantes inscritos en esta clase.'
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-live="polite">
          {shown.map((mate) => (
            <ClassmateCard
              key={mate.id_student_class}
              mate={mate}
              isMe={mate.id_student === me?.id_student}
              payment={paymentOf.get(mate.id_student)}
              classId={classId}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

/** /my-courses/class/{classId}/students: the class's students for its members (docs/architecture.md, Screens). */
export function ClassmatesPage() {
  const { classId: raw } = useParams();
  const classId = parseClassId(raw);
  usePageTitle(classId ? `Compañeros de la Clase #${classId}` : 'Compañeros de Clase');
  const auth = useAuth();

  if (auth.status === 'loading') {
    return (
      <Page>
        <LoadingState label="Cargando compañeros de clase..." />
      </Page>
    );
  }
  if (classId === null) {
    return (
      <Page>
        <ErrorState title="Error al cargar información" message="El número de clase no es válido." />
      </Page>
    );
  }
  return (
    <Page>
      <Classmates classId={classId} />
    </Page>
  );
}
