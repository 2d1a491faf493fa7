import { lazy, Suspense, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Flex, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBooks,
  IconChecklist,
  IconCircleCheck,
  IconCirclePlus,
  IconClockHour4,
  IconSchool,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { ErrorState } from '../../../components/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { useOverview } from '../../../api/classes.ts';
import type { SectionId } from '../sections.ts';
import { StatusBreakdown } from './status-breakdown.tsx';
import { PeriodWorkbookButton } from './period-workbook-button.tsx';
import { PeriodSelect, usePeriodChoice } from './period-select.tsx';
import { PublicationBlockers } from './publication-blockers.tsx';
import { CardGrid } from '../../../components/card-grid.tsx';

// Its own chunk, fetched with the overview: the dashboard's first load stays within its budget.
const MoneySummary = lazy(() => import('./money-summary.tsx').then((m) => ({ default: m.MoneySummary })));

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

function Stat({
  label,
  value,
  icon: Icon,
  color,
}: {
  label: string;
  value: number | undefined;
  icon: Icon;
  color: string;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Flex gap={{ base: 'xs', sm: 'md' }} direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <div>
          <Text fz="sm" c="dimmed" fw={500} lh={1.3}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={30} width={60} mt={4} />
          ) : (
            <Text fz={28} fw={700} lh={1.2} c="navy.9">
              {value.toLocaleString('es-MX')}
            </Text>
          )}
        </div>
      </Flex>
    </Paper>
  );
}

/**
 * "Resumen General" (docs/architecture.md, Screens): total, pending and active (approved) classes and total enrolments of
 * the chosen academic year, counted by the server over every class, then every status's count (also
 * active and cancelled); plus quick actions.
 */
export function OverviewSection({ sectionHref }: { sectionHref: (id: SectionId) => string }) {
  const { period, setPeriod, ready } = usePeriodChoice();
  const overview = useOverview(period, ready);
  const navigate = useNavigate();
  const data = overview.data;
  const pending = data?.pendingClasses ?? 0;

  return (
    <Stack gap="lg">
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <Title order={2} size="h3" c="navy.8">
          Estadísticas
        </Title>
        <div style={{ minWidth: 200 }}>
          <PeriodSelect value={period} onChange={setPeriod} />
        </div>
      </Group>
      {overview.isError ? (
        <ErrorState
          title="Error al cargar el resumen"
          message={userMessage(overview.error, 'No se pudieron cargar las cifras.')}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <CardGrid cols={{ base: 2, lg: 4 }} spacing="md" aria-busy={overview.isFetching || undefined}>
          <Stat label="Total de clases" value={data?.totalClasses} icon={IconBooks} color="navy" />
          <Stat label="Clases pendientes" value={data?.pendingClasses} icon={IconClockHour4} color="yellow" />
          <Stat label="Clases aprobadas" value={data?.activeClasses} icon={IconCircleCheck} color="teal" />
          <Stat label="Total de inscripciones" value={data?.totalEnrolments} icon={IconUsers} color="turquesa" />
        </CardGrid>
      )}
      {overview.isError ? null : <StatusBreakdown byStatus={data?.byStatus} />}
      {period !== null ? (
        <Suspense fallback={null}>
          <MoneySummary period={period} />
        </Suspense>
      ) : null}
      {period !== null ? <PublicationBlockers year={period} sectionHref={sectionHref} /> : null}

      <Title order={2} size="h3" c="navy.8">
        Acciones rápidas
      </Title>
      <CardGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Button
          size="lg"
          leftSection={<IconChecklist size={22} aria-hidden />}
          disabled={!data || pending === 0}
          onClick={() => void navigate({ search: sectionHref('aprobar') })}
        >
          {/* No count until the figures arrive: "(0)" while loading would be wrong. */}
          {data ? `Revisar pendientes (${pending})` : 'Revisar pendientes'}
        </Button>
        {[
          { to: { search: sectionHref('crear') }, Icon: IconCirclePlus, label: 'Crear una clase' },
          { to: { search: sectionHref('estudiantes') }, Icon: IconUsersGroup, label: 'Gestionar estudiantes' },
          { to: paths.teacherApplications, Icon: IconSchool, label: 'Solicitudes de profesores' },
        ].map(({ to, Icon, label }) => (
          <Button
            key={label}
            component={Link}
            to={to}
            size="lg"
            variant="light"
            leftSection={<Icon size={22} aria-hidden />}
          >
            {label}
          </Button>
        ))}
        <PeriodWorkbookButton period={period} />
      </CardGrid>
    </Stack>
  );
}
