import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ActivitySection } from './components/activity-section.tsx';
import { ApprovalSection } from './components/approval-section.tsx';
import { CreateClassSection } from './components/create-class-section.tsx';
import { OverviewSection } from './components/overview-section.tsx';
import { RoomsSection } from './components/rooms-section.tsx';
import { StudentsSection } from './components/students-section.tsx';
import { TeachersSection } from './components/teachers-section.tsx';
import { sectionFromParams, sectionLabel, sectionSearch, type SectionId } from './sections.ts';

const INTRO: Record<SectionId, string> = {
  resumen: 'Cifras de las clases de verano y accesos rápidos.',
  aprobar: 'Revisa las clases propuestas y apruébalas o recházalas.',
  estudiantes: 'Elige una clase para inscribir o quitar estudiantes.',
  salones: 'Asigna salón y docente a las clases aprobadas y activas.',
  profesores: 'Solicitudes, invitaciones y cuentas de docentes con sus clases.',
  crear: 'La clase nace Pendiente: admite inscripciones y la apruebas desde «Pendientes».',
  bitacora: 'Quién hizo cada cambio del portal y cuándo.',
};

/**
 * /admin/dashboard (docs/architecture.md, Screens): the sections chosen from the sidebar (drawn by the admin layout), the
 * chosen one kept in `?section=`.
 */
export function Component() {
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
      {section === 'resumen' ? <OverviewSection sectionHref={sectionSearch} /> : null}
      {section === 'aprobar' ? <ApprovalSection /> : null}
      {section === 'estudiantes' ? <StudentsSection /> : null}
      {section === 'salones' ? <RoomsSection /> : null}
      {section === 'profesores' ? <TeachersSection /> : null}
      {section === 'crear' ? <CreateClassSection /> : null}
      {section === 'bitacora' ? <ActivitySection /> : null}
    </Stack>
  );
}
