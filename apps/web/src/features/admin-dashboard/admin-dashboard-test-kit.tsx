import { authAs, renderScreen, type mockApi } from '../../test/render-screen.tsx';
import { admin } from '../../test/users.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';
import { AdminShell } from './admin-shell.tsx';

/** What the dashboard's screen tests share: server answers of the overview and the class lists, and the page signed in as admin. */
export const overview = (pending: number, period: number | null = null) => ({
  body: {
    period,
    totalClasses: 40,
    pendingClasses: pending,
    activeClasses: 9,
    totalEnrolments: 321,
    byStatus: { pendiente: pending, aprobado: 9, rechazado: 0, active: 0, cancelled: 0, finished: 0 },
  },
});

/** GET /periods: 2025 closed and 2026 current, as the server words them. */
export const periods = () => {
  const view = (year: number, past: boolean) => ({
    year,
    name: `Verano ${year}`,
    proposalsOpen: `${year}-04-20`,
    proposalsClose: `${year}-05-29`,
    enrolmentOpen: `${year}-05-04`,
    enrolmentClose: `${year}-06-12`,
    publication: `${year}-06-19`,
    classesStart: `${year}-07-06`,
    classesEnd: `${year}-08-14`,
    gradesDue: `${year}-08-21`,
    paymentDays: 5,
    minStudents: 15,
    maxStudents: 30,
    mobilitySeats: 5,
    today: '2026-06-25',
    phase: past ? 'closed' : 'preparation',
    phaseLabel: past ? 'Concluido' : 'Preparación de grupos',
    headline: past ? `Verano ${year} concluyó el viernes 21 de agosto` : 'Verano 2026: inscripciones cerradas',
    open: { proposals: false, enrolment: false },
    proposalRefusal: null,
    enrolmentRefusal: null,
    past,
  });
  return { body: { today: '2026-06-25', current: 2026, periods: [view(2025, true), view(2026, false)] } };
};

export const cls = (id: number, name: string, status = 'pendiente') => ({
  id_class: id,
  status,
  period: 2026,
  shift: 'matutino',
  description: 'Muchos alumnos la reprobaron.',
  image: null,
  whatsapp_link: null,
  max_students: 30,
  enrrolled: 4,
  created_at: '2026-03-01T10:00:00.000Z',
  Subjects: { id_subject: id, name, clave: 'ACF0901', credits: 5 },
  Schedules: [],
  ResponsibleStudent: null,
});
export const page = (items: unknown[], totalPages = 1, total = items.length) => ({
  body: { data: items, meta: { page: 1, totalPages, total } },
});

export const open = (path: string) =>
  renderScreen(
    <AdminShell>
      <AdminDashboardPage />
    </AdminShell>,
    { auth: authAs(admin), path, route: '/admin/dashboard' },
  );

export const calls = (api: ReturnType<typeof mockApi>, pathname: string) =>
  api.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((u) => u.pathname === pathname);

/** The sections other than the overview load lazily: have their modules ready before the timed tests. */
export async function preloadSections() {
  await Promise.all([
    import('./components/approval-section.tsx'),
    import('./components/students-section.tsx'),
    import('./components/rooms-section.tsx'),
    import('./components/teachers-section.tsx'),
    import('./components/create-class-section.tsx'),
    import('./components/activity-section.tsx'),
  ]);
}
