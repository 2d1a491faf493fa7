import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthContext } from '../../../lib/auth/auth-context.ts';
import type { AuthContextValue, CurrentUser } from '../../../lib/auth/types.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { authAs } from '../../../test/render-screen.tsx';
import { admin } from '../../../test/users.ts';
import { AuthControl } from './auth-control.tsx';

const student: CurrentUser = {
  type: 'student',
  id_user: 4,
  name: 'Ana',
  paternal_surname: 'Pech',
  maternal_surname: 'Uc',
  email: 'alumno1@tec.example',
  oid: 'oid-4',
  studentData: null,
};
function renderAt(path: string, value: AuthContextValue) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Inicio</p> },
      { path: '*', element: <AuthControl /> },
    ],
    { initialEntries: [path] },
  );
  renderWithTheme(
    <AuthContext.Provider value={value}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('AuthControl', () => {
  it('signed out: a link to /login and no profile link', () => {
    renderAt('/Reglamento-General', authAs(null));
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Mi Perfil' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cerrar Sesión' })).toBeNull();
  });

  it('a student: Mi Perfil leads to /profile; Cerrar Sesión signs out, then goes home', async () => {
    const logout = vi.fn(async () => true);
    const router = renderAt('/Reglamento-General', authAs(student, { logout }));
    expect(screen.getByRole('link', { name: 'Mi Perfil' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('staff: Mi Perfil leads to the staff profile', () => {
    renderAt('/Reglamento-Estudiante', authAs(admin));
    expect(screen.getByRole('link', { name: 'Mi Perfil' }).getAttribute('href')).toBe('/staff/profile');
  });
});
