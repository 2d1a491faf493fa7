import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { StaffProfilePage } from '../../features/auth/staff-profile-page.tsx';
import { mockApi, renderRouter } from '../../test/render-screen.tsx';
import type { AuthContextValue, StaffUser, StudentUser } from '../../lib/auth/types.ts';
import { AdminLayout } from './admin-layout.tsx';
import { StaffLayout } from './staff-layout.tsx';
import { StudentLayout } from './student-layout.tsx';

const admin: StaffUser = {
  type: 'staff',
  id: 1,
  name: 'Laura',
  email: 'admin@tec.example',
  role: 'admin',
  isActive: true,
};
const teacher: StaffUser = { ...admin, id: 2, name: 'Jorge', email: 'docente@tec.example', role: 'teacher' };
const finance: StaffUser = { ...admin, id: 3, name: 'Rosa', email: 'finanzas@tec.example', role: 'finanzas' };
const student: StudentUser = {
  type: 'student',
  id_user: 9,
  name: 'Ana',
  paternal_surname: 'López',
  maternal_surname: '',
  email: 'alumno1@tec.example',
  oid: 'oid-ana',
  studentData: null,
};

type Who = 'loading' | 'visitor' | 'student' | 'teacher' | 'admin' | 'finance';

function authValue(who: Who, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user =
    who === 'student'
      ? student
      : who === 'teacher'
        ? teacher
        : who === 'admin'
          ? admin
          : who === 'finance'
            ? finance
            : null;
  return {
    status: who === 'loading' ? 'loading' : user ? 'authenticated' : 'unauthenticated',
    userType: user?.type ?? null,
    user,
    isOffline: false,
    isAdmin: who === 'admin',
    isRegisteredStudent: false,
    loginStudent: vi.fn(),
    loginStaff: vi.fn(),
    logout: vi.fn(async () => true),
    refresh: vi.fn(async () => undefined),
    ...overrides,
  };
}

const testRoutes: RouteObject[] = [
  { path: '/', element: <p>Pantalla de inicio</p> },
  { path: '/staff/login', element: <p>Pantalla de acceso del personal</p> },
  {
    Component: StudentLayout,
    children: [
      { path: '/classes', element: <p>Pantalla de clases</p> },
      { path: '/profile', element: <p>Pantalla de perfil</p> },
    ],
  },
  {
    Component: StaffLayout,
    children: [
      { path: '/staff/profile', Component: StaffProfilePage },
      { path: '/staff/classes', element: <h1>Mis Clases</h1> },
      { path: '/staff/payments', element: <h1>Pagos</h1> },
    ],
  },
  {
    Component: AdminLayout,
    children: [
      { path: '/admin/dashboard', element: <p>Pantalla del panel</p> },
      { path: '/admin/class-students/:classId', element: <p>Pantalla de la lista</p> },
      { path: '/diagnostic', element: <p>Pantalla de diagnóstico</p> },
    ],
  },
];

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, auth: AuthContextValue) {
  const router = createMemoryRouter(testRoutes, { initialEntries: [path] });
  renderRouter(router, auth);
  return router;
}

describe('admin guard (docs/architecture.md, Screens)', () => {
  it("says 'Verificando permisos administrativos...' while checking", () => {
    renderAt('/admin/dashboard', authValue('loading'));
    expect(screen.getByRole('status').textContent).toContain('Verificando permisos administrativos...');
  });

  it.each(['visitor', 'student'] as const)('sends a %s to /staff/login', async (who) => {
    const router = renderAt('/admin/dashboard', authValue(who));
    await screen.findByText('Pantalla de acceso del personal');
    expect(router.state.location.pathname).toBe('/staff/login');
    expect(router.state.location.state).toEqual({ from: '/admin/dashboard' });
  });

  it('sends a teacher to «Mis Clases», where the teacher stays', async () => {
    const router = renderAt('/admin/dashboard', authValue('teacher'));
    await screen.findByRole('heading', { name: 'Mis Clases' });
    expect(router.state.location.pathname).toBe('/staff/classes');
    expect(screen.queryByRole('link', { name: /panel de administración/ })).toBeNull();
  });

  it('sends Recursos Financieros to «Pagos», with their own links and sign-out', async () => {
    const router = renderAt('/admin/dashboard', authValue('finance'));
    await screen.findByRole('heading', { name: 'Pagos' });
    expect(router.state.location.pathname).toBe('/staff/payments');
    expect(screen.getByRole('link', { name: 'Pagos' }).getAttribute('href')).toBe('/staff/payments');
    expect(screen.queryByRole('link', { name: 'Mis Clases' })).toBeNull();
    screen.getByRole('button', { name: 'Cerrar Sesión' });
  });

  it('lets an admin in, inside the admin frame with its sections and the pending count', async () => {
    mockApi({
      'GET /classes/overview': {
        body: { period: null, totalClasses: 5, pendingClasses: 2, activeClasses: 0, totalEnrolments: 0, byStatus: {} },
      },
    });
    renderAt('/admin/class-students/7', authValue('admin'));
    await screen.findByText('Pantalla de la lista');
    const nav = screen.getAllByRole('navigation', { name: 'Secciones del panel' })[0]!;
    const students = within(nav).getByRole('link', { name: 'Gestión de Estudiantes' });
    expect(students.getAttribute('href')).toBe('/admin/dashboard?section=estudiantes');
    // A screen inside the section: its section is the location, not the page.
    expect(students.getAttribute('aria-current')).toBe('location');
    await within(nav).findByRole('link', { name: 'Aprobar Clases 2 pendientes' });
    within(nav).getByRole('button', { name: 'Cerrar Sesión' });
  });
});

describe('student guard (docs/architecture.md, Screens)', () => {
  it("says 'Verificando autenticación...' while checking", () => {
    renderAt('/classes', authValue('loading'));
    expect(screen.getByRole('status').textContent).toContain('Verificando autenticación...');
  });

  it.each(['visitor', 'teacher', 'admin'] as const)('sends a %s home', async (who) => {
    const router = renderAt('/classes', authValue(who));
    await screen.findByText('Pantalla de inicio');
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a student in, with the area navigation', async () => {
    renderAt('/classes', authValue('student'));
    await screen.findByText('Pantalla de clases');
    for (const [name, href] of [
      ['Mi Perfil', '/profile'],
      ['Clases Disponibles', '/classes'],
      ['Crear Curso', '/create-class'],
      ['Mis Cursos', '/my-courses'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('link', { name: 'Clases Disponibles' }).getAttribute('aria-current')).toBe('page');
    screen.getByRole('button', { name: 'Cerrar Sesión' });
  });

  it('under 768 px a hamburger opens and closes the links as a list', async () => {
    const { happyDOM } = window as unknown as { happyDOM: { setViewport(v: { width: number }): void } };
    happyDOM.setViewport({ width: 375 });
    try {
      const user = userEvent.setup();
      renderAt('/classes', authValue('student'));
      const burger = await screen.findByRole('button', { name: 'Abrir menú' });
      expect(screen.queryByRole('link', { name: 'Mis Cursos' })).toBeNull();
      expect(burger.getAttribute('aria-expanded')).toBe('false');
      await user.click(burger);
      expect(screen.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('link', { name: 'Mis Cursos' }).getAttribute('href')).toBe('/my-courses');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('link', { name: 'Mis Cursos' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
      await user.click(screen.getByRole('link', { name: 'Mi Perfil' }));
      expect(screen.queryByRole('button', { name: 'Cerrar menú' })).toBeNull();
    } finally {
      happyDOM.setViewport({ width: 1024 });
    }
  });

  it('from 768 px the links sit in the bar, without a hamburger', async () => {
    renderAt('/classes', authValue('student'));
    await screen.findByRole('link', { name: 'Mis Cursos' });
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
  });

  it('keeps the diagnostic for administrators: a student and a teacher are sent away', async () => {
    const asStudent = renderAt('/diagnostic', authValue('student'));
    await screen.findByText('Pantalla de acceso del personal');
    expect(asStudent.state.location.pathname).toBe('/staff/login');
    cleanup();
    const asTeacher = renderAt('/diagnostic', authValue('teacher'));
    await screen.findByRole('heading', { name: 'Mis Clases' });
    expect(asTeacher.state.location.pathname).toBe('/staff/classes');
    cleanup();
    renderAt('/diagnostic', authValue('admin'));
    await screen.findByText('Pantalla de diagnóstico');
  });

  it('student logout: the sign-out, then home', async () => {
    const user = userEvent.setup();
    const auth = authValue('student');
    const router = renderAt('/classes', auth);
    await user.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.logout).toHaveBeenCalledOnce();
  });

  it('a student who closes the sign-out popup or answers no stays on the same page, signed in', async () => {
    const user = userEvent.setup();
    const auth = authValue('student');
    auth.logout = vi.fn(async () => false);
    const router = renderAt('/classes', auth);
    await user.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));
    expect(auth.logout).toHaveBeenCalledOnce();
    await screen.findByRole('button', { name: 'Cerrar Sesión' });
    expect(screen.queryByText('Cerrando sesión...')).toBeNull();
    expect(router.state.location.pathname).toBe('/classes');
  });
});

describe('staff guard and staff profile (docs/architecture.md, Screens)', () => {
  it("shows 'Acceso denegado' to a student, without redirecting", async () => {
    const router = renderAt('/staff/profile', authValue('student'));
    await screen.findByRole('heading', { name: 'Acceso denegado' });
    screen.getByText('No tienes permisos para acceder a esta página.');
    expect(router.state.location.pathname).toBe('/staff/profile');
  });

  it('sends a signed-out visitor to the staff sign-in, to come back after it', async () => {
    const router = renderAt('/staff/classes', authValue('visitor'));
    await screen.findByText('Pantalla de acceso del personal');
    expect(router.state.location.pathname).toBe('/staff/login');
    expect(router.state.location.state).toEqual({ from: '/staff/classes' });
  });

  it('gives teacher pages the skip link', async () => {
    renderAt('/staff/classes', authValue('teacher'));
    await screen.findByRole('heading', { name: 'Mis Clases' });
    expect(screen.getByRole('link', { name: 'Saltar al contenido' }).getAttribute('href')).toBe('#contenido');
  });

  it('shows an admin the card and the dashboard button', async () => {
    renderAt('/staff/profile', authValue('admin'));
    await screen.findByText('Laura');
    screen.getByText('admin@tec.example');
    screen.getByText('Administrador');
    screen.getByText('Activo');
    expect(screen.getByRole('link', { name: 'Ir al panel de administración' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
  });

  it("an inactive account reads 'Inactivo'", async () => {
    renderAt('/staff/profile', authValue('teacher', { user: { ...teacher, isActive: false } }));
    await screen.findByText('Inactivo');
  });

  it("Configuración only says 'Funcionalidad en desarrollo'", async () => {
    const user = userEvent.setup();
    const router = renderAt('/staff/profile', authValue('teacher'));
    await user.click(await screen.findByRole('button', { name: 'Configuración' }));
    await screen.findByText('Funcionalidad en desarrollo');
    expect(router.state.location.pathname).toBe('/staff/profile');
  });

  it("staff logout: clears the session, says 'Cerrando sesión...', and goes home 100 ms later", async () => {
    const user = userEvent.setup();
    const auth = authValue('admin');
    const router = renderAt('/staff/profile', auth);
    await user.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));
    expect(auth.logout).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toContain('Cerrando sesión...');
    expect(router.state.location.pathname).toBe('/staff/profile');
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(router.state.location.pathname).toBe('/');
  });
});
