import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Stack, Text, Title } from '@mantine/core';
import { LoadingState } from '../../components/page-states.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { OverviewSection } from './components/overview-section.tsx';
import { PhaseBanner } from '../../components/phase-banner.tsx';
import { sectionFromParams, sectionLabel, sectionSearch, type SectionId } from './sections.ts';

// The overview is the dashboard's first view; every other section (forms, tables, the review dialog)
// loads when it is first opened.
const ApprovalSection = lazy(() =>
  import('./components/approval-section.tsx').then((m) => ({ default: m.ApprovalSection })),
);
const StudentsSection = lazy(() =>
  import('./components/students-section.tsx').then((m) => ({ default: m.StudentsSection })),
);
const RoomsSection = lazy(() => import('./components/rooms-section.tsx').then((m) => ({ default: m.RoomsSection })));
const TeachersSection = lazy(() =>
  import('./components/teachers-section.tsx').then((m) => ({ default: m.TeachersSection })),
);
const CreateClassSection = lazy(() =>
  import('./components/create-class-section.tsx').then((m) => ({ default: m.CreateClassSection })),
);
const CalendarSection = lazy(() =>
  import('./components/calendar-section.tsx').then((m) => ({ default: m.CalendarSection })),
);
const CatalogueSection = lazy(() =>
  import('./components/catalogue/catalogue-section.tsx').then((m) => ({ default: m.CatalogueSection })),
);
const ConvalidationsSection = lazy(() =>
  import('./components/convalidations/convalidations-section.tsx').then((m) => ({
    default: m.ConvalidationsSection,
  })),
);
const HoldsSection = lazy(() =>
  import('../../components/holds/holds-section.tsx').then((m) => ({ default: m.HoldsSection })),
);
const CoordinationSection = lazy(() =>
  import('./components/coordination-section.tsx').then((m) => ({ default: m.CoordinationSection })),
);
// The charts (and their library) load only with this section.
const AnalyticsSection = lazy(() =>
  import('./components/analytics-section.tsx').then((m) => ({ default: m.AnalyticsSection })),
);
const ActivitySection = lazy(() =>
  import('./components/activity-section.tsx').then((m) => ({ default: m.ActivitySection })),
);

const INTRO: Record<SectionId, string> = {
  resumen: 'Cifras de las clases de verano y accesos rápidos.',
  aprobar: 'Revisa las clases propuestas y apruébalas o recházalas.',
  estudiantes: 'Elige una clase para inscribir o quitar estudiantes.',
  salones: 'Asigna salón y docente a las clases aprobadas y activas.',
  profesores: 'Solicitudes, invitaciones y cuentas de docentes con sus clases.',
  crear: 'La clase nace Pendiente: admite inscripciones y la apruebas desde «Pendientes».',
  catalogo: 'Las materias de cada carrera y cuáles están autorizadas para cursos de verano.',
  convalidaciones: 'Solicitudes de estudiantes para cursar materias de otra carrera: apruébalas o recházalas.',
  retenciones: 'Estudiantes que no pueden inscribirse, proponer clases ni entrar a listas de espera, y por qué.',
  calendario: 'Las fechas de cada verano: propuestas, inscripciones, publicación, clases y calificaciones.',
  coordinacion: 'Avance semanal, asistencia y evaluación docente de las clases en curso.',
  bitacora: 'Quién hizo cada cambio del portal y cuándo.',
  analitica:
    'La demanda, el llenado de los grupos, las inscripciones, el dinero y los resultados de cada verano contra los anteriores.',
};

/**
 * /admin/dashboard (docs/architecture.md, Screens): the sections chosen from the sidebar (drawn by the admin layout), the
 * chosen one kept in `?section=`.
 */
export function AdminDashboardPage() {
  const [params] = useSearchParams();
  const section = sectionFromParams(params);
  const label = sectionLabel(section);
  usePageTitle(label);

  // A new section starts at the top of the page.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [section]);

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="navy.8">
          {label}
        </Title>
        <Text c="dimmed">{INTRO[section]}</Text>
      </div>
      {section === 'resumen' ? <PhaseBanner /> : null}
      {section === 'resumen' ? <OverviewSection sectionHref={sectionSearch} /> : null}
      <Suspense fallback={<LoadingState label="Cargando la sección..." />}>
        {section === 'aprobar' ? <ApprovalSection /> : null}
        {section === 'estudiantes' ? <StudentsSection /> : null}
        {section === 'salones' ? <RoomsSection /> : null}
        {section === 'profesores' ? <TeachersSection /> : null}
        {section === 'crear' ? <CreateClassSection /> : null}
        {section === 'catalogo' ? <CatalogueSection /> : null}
        {section === 'convalidaciones' ? <ConvalidationsSection /> : null}
        {section === 'retenciones' ? <HoldsSection /> : null}
        {section === 'calendario' ? <CalendarSection /> : null}
        {section === 'coordinacion' ? <CoordinationSection /> : null}
        {section === 'bitacora' ? <ActivitySection /> : null}
        {section === 'analitica' ? <AnalyticsSection /> : null}
      </Suspense>
    </Stack>
  );
}
