import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { screen as testScreen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PopupProvider } from '../components/popup/popup-provider.tsx';
import { AuthContext } from '../lib/auth/auth-context.ts';
import type { AuthContextValue, CurrentUser, StudentData, StudentUser } from '../lib/auth/types.ts';
import { renderWithTheme } from './render.tsx';

/** The auth state a screen sees; signed in when a user is given. */
export function authAs(user: CurrentUser | null, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: user ? 'authenticated' : 'unauthenticated',
    userType: user?.type ?? null,
    user,
    isOffline: false,
    isAdmin: user?.type === 'staff' && user.role === 'admin',
    isRegisteredStudent: user?.type === 'student' && user.studentData !== null,
    loginStudent: async () => true,
    loginStaff: async () => {
      throw new Error('not in tests');
    },
    logout: async () => true,
    refresh: async () => undefined,
    ...overrides,
  };
}

export const REGISTERED: StudentData = {
  id_student: 42,
  id_career: 3,
  control_number: '21390145',
  phone: '529831234567',
  career: 'Ingeniería en Sistemas Computacionales',
};

export function studentUser(studentData: StudentData | null = REGISTERED): StudentUser {
  return {
    type: 'student',
    id_user: 7,
    name: 'Ana Sofía',
    paternal_surname: 'Martínez',
    maternal_surname: 'Uc',
    email: 'alumno1@tec.example',
    oid: 'oid-7',
    studentData,
  };
}

type Answer = { status?: number; body: unknown } | Error;

/**
 * Answers the app's fetch calls by "METHOD /path" (query ignored); unknown calls fail the test.
 * Returns the mock to inspect the calls.
 */
export function mockApi(answers: Record<string, Answer | ((init: RequestInit | undefined) => Answer)>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const entry = answers[key];
    if (!entry) throw new Error(`Llamada no esperada en la prueba: ${key}`);
    const answer = typeof entry === 'function' ? entry(init) : entry;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A query client as the screens' tests use it: no retries. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders a screen at `path` with the app's providers around it and the given auth state; pass a
 * `queryClient` to render several screens over one cache, as the app does.
 */
export function renderScreen(
  screen: ReactElement,
  {
    auth,
    path = '/',
    route = '*',
    queryClient = testQueryClient(),
  }: { auth: AuthContextValue; path?: string; route?: string; queryClient?: QueryClient },
) {
  const router = createMemoryRouter(
    [
      { path: route, element: screen },
      { path: '*', element: <p>Otra pantalla</p> },
    ],
    { initialEntries: [path] },
  );
  return { ...renderRouter(router, auth, queryClient), router, queryClient };
}

/** Renders `router` with the app's providers around it (theme, queries, auth, popups). */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  auth: AuthContextValue,
  queryClient = testQueryClient(),
) {
  return renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <PopupProvider>
          <RouterProvider router={router} />
        </PopupProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** The app's popup titled `title` (its dialog loads on first use, so allow it a moment). */
export const findPopup = (title: string) => testScreen.findByRole('dialog', { name: title }, { timeout: 5000 });
