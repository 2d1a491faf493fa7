import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PopupProvider } from '../../components/popup/popup-provider.tsx';
import { MyCoursesPage } from '../../features/my-courses/my-courses-page.tsx';
import { AuthProvider } from '../../lib/auth/auth-provider.tsx';
import { studentStorageKey } from '../../lib/auth/student-session.ts';
import { jsonResponse, storeStudentSignIn, TEST_AUTH_CONFIG, writeAuthConfigMeta } from '../../test/stored-sign-in.ts';
import { REGISTERED } from '../../test/render-screen.tsx';
import { StudentLayout } from './student-layout.tsx';

/**
 * The student guard with the real AuthProvider and a stored student sign-in (docs/decisions/013): /my-courses
 * paints its header from the stored sign-in before the profile answers; a stored sign-in the server refuses
 * is sent home as before, and nothing from the server is ever on screen for it.
 */
const NAME = 'Ana Sofía Martínez Uc';
const profile = {
  id_user: 9,
  name: 'Ana Sofía',
  paternal_surname: 'Martínez',
  maternal_surname: 'Uc',
  email: 'alumno1@tec.example',
  oid: 'oid-ana',
  student: { ...REGISTERED, id_user: 9 },
};

type Answer = { status: number; body: unknown };
let profileAnswer: (a: Answer) => void;
let paths: string[];

const storeStudent = ({ name = NAME as string | null, expiresIn = 3600 } = {}) =>
  storeStudentSignIn({ name, expiresIn });

/** Every text the document showed, from the first render on (a flash counts too). */
function textsShown() {
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Pantalla de inicio</p> },
      {
        Component: StudentLayout,
        children: [
          { path: '/my-courses', Component: MyCoursesPage },
          { path: '/classes', element: <p>Pantalla de clases</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <PopupProvider>
            <RouterProvider router={router} />
          </PopupProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

beforeAll(writeAuthConfigMeta);

beforeEach(() => {
  localStorage.clear();
  paths = [];
  const profileAnswered = new Promise<Answer>((resolve) => (profileAnswer = resolve));
  const answers: Record<string, Answer> = {
    '/api/classes/student': { status: 200, body: [] },
    '/api/classes/student/waitlists': { status: 200, body: [] },
    '/api/notifications': { status: 200, body: { data: [], unread: 0 } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0]!;
      paths.push(path);
      const answer = path === '/api/auth/student/profile' ? await profileAnswered : answers[path];
      if (!answer) throw new Error(`Llamada no esperada en la prueba: ${path}`);
      return jsonResponse(answer.body, answer.status);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('student guard with a stored sign-in', () => {
  it('/my-courses paints the header with the stored name before the profile answers, then the page', async () => {
    storeStudent();
    renderAt('/my-courses');
    await screen.findByRole('heading', { level: 1, name: NAME });
    screen.getByText('Cargando tus cursos...');
    screen.getByRole('link', { name: 'Mis Cursos' });
    expect(screen.queryByText('Verificando autenticación...')).toBeNull();
    // Only the profile is on its way: nothing the server holds about the student is asked or shown yet.
    expect(paths).toEqual(['/api/auth/student/profile']);
    expect(screen.queryByText(/No\. de control/)).toBeNull();
    expect(screen.queryByRole('button', { name: /notificaciones/i })).toBeNull();

    profileAnswer({ status: 200, body: profile });
    await screen.findByRole('heading', { name: 'Tus Cursos Inscritos (0)' });
    screen.getByRole('heading', { level: 1, name: NAME });
    screen.getByText('No. de control: 21390145');
  });

  it('a stored sign-in the server refuses goes home, and no protected content is ever shown', async () => {
    storeStudent();
    const shown = textsShown();
    const router = renderAt('/my-courses');
    await screen.findByRole('heading', { level: 1, name: NAME });

    profileAnswer({
      status: 401,
      body: { message: 'Tu sesión no es válida o ha expirado. Inicia sesión nuevamente.' },
    });
    await screen.findByText('Pantalla de inicio');
    shown.stop();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(studentStorageKey(TEST_AUTH_CONFIG))).toBeNull();
    expect(paths).toEqual(['/api/auth/student/profile']);
    for (const text of ['Tus Cursos Inscritos', 'No. de control', 'Inscripciones:', 'Ingeniería']) {
      expect(shown.seen.some((t) => t.includes(text))).toBe(false);
    }
  });

  it('an expired stored sign-in goes home at once, without the header', async () => {
    storeStudent({ expiresIn: -60 });
    const shown = textsShown();
    const router = renderAt('/my-courses');
    await screen.findByText('Pantalla de inicio');
    shown.stop();
    expect(router.state.location.pathname).toBe('/');
    expect(shown.seen.some((t) => t.includes(NAME))).toBe(false);
    expect(paths).toEqual([]);
  });

  it('a sign-in without a name, or another student page, waits behind the check as before', async () => {
    storeStudent({ name: null });
    renderAt('/my-courses');
    expect(screen.getByRole('status').textContent).toContain('Verificando autenticación...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    profileAnswer({ status: 200, body: profile });
    await screen.findByRole('heading', { level: 1, name: NAME });
  });

  it('/classes still says it is checking while the stored sign-in is checked', async () => {
    storeStudent();
    renderAt('/classes');
    expect(screen.getByRole('status').textContent).toContain('Verificando autenticación...');
    expect(screen.queryByText('Pantalla de clases')).toBeNull();
    profileAnswer({ status: 200, body: profile });
    await screen.findByText('Pantalla de clases');
  });
});
