import {
  IconBooks,
  IconBuilding,
  IconCalendar,
  IconChartBar,
  IconChecklist,
  IconCirclePlus,
  IconHistory,
  IconClipboardCheck,
  IconLayoutDashboard,
  IconLock,
  IconTransfer,
  IconSchool,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

/** The dashboard's sections (docs/architecture.md, Screens), in sidebar order; `id` is the `?section=` value in the URL. */
export const SECTIONS = [
  { id: 'resumen', label: 'Resumen General', icon: IconLayoutDashboard },
  { id: 'aprobar', label: 'Aprobar Clases', icon: IconChecklist },
  { id: 'estudiantes', label: 'Gestión de Estudiantes', icon: IconUsersGroup },
  { id: 'salones', label: 'Asignar Salones', icon: IconBuilding },
  { id: 'profesores', label: 'Gestión de Profesores', icon: IconSchool },
  { id: 'crear', label: 'Crear Clases', icon: IconCirclePlus },
  { id: 'catalogo', label: 'Catálogo', icon: IconBooks },
  { id: 'convalidaciones', label: 'Convalidaciones', icon: IconTransfer },
  { id: 'retenciones', label: 'Retenciones', icon: IconLock },
  { id: 'calendario', label: 'Calendario', icon: IconCalendar },
  { id: 'coordinacion', label: 'Coordinación', icon: IconClipboardCheck },
  { id: 'bitacora', label: 'Bitácora', icon: IconHistory },
  { id: 'analitica', label: 'Analítica', icon: IconChartBar },
] as const satisfies readonly {
  id: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}[];

export type SectionId = (typeof SECTIONS)[number]['id'];

export const SECTION_PARAM = 'section';
/** Also understood: the Spanish spelling (`?seccion=profesores`). */
export const SECTION_PARAM_ALIAS = 'seccion';
export const DEFAULT_SECTION: SectionId = 'resumen';

/** The section named by the URL's `?section=` (or `?seccion=`); anything unknown or missing is the overview. */
export function sectionFromParams(params: URLSearchParams): SectionId {
  const value = params.get(SECTION_PARAM) ?? params.get(SECTION_PARAM_ALIAS);
  return SECTIONS.find((s) => s.id === value)?.id ?? DEFAULT_SECTION;
}

export function sectionLabel(id: SectionId): string {
  return SECTIONS.find((s) => s.id === id)!.label;
}

/**
 * The section an admin page belongs to, for the sidebar: the dashboard's own `?section=`, the roster
 * under "Gestión de Estudiantes" and the teacher applications under "Gestión de Profesores".
 */
export function sectionOfLocation(pathname: string, params: URLSearchParams): SectionId {
  const path = pathname.toLowerCase();
  if (path.startsWith('/admin/class-students')) return 'estudiantes';
  if (path.startsWith('/admin/teacher-applications')) return 'profesores';
  return sectionFromParams(params);
}

/** The search string that opens a section: `?section=aprobar`. */
export function sectionSearch(id: SectionId): string {
  return `?${SECTION_PARAM}=${id}`;
}
