import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { authAs, mockApi, renderRouter, renderScreen } from '../../test/render-screen.tsx';
import { InvitationPage } from './invitation-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a'.repeat(43);
const open = () =>
  renderScreen(<InvitationPage />, {
    auth: authAs(null),
    path: `/staff/invitation#${TOKEN}`,
    route: '/staff/invitation',
  });

describe('/staff/invitation#token', () => {
  it('greets the teacher, checks the password inline, creates the account and goes to sign in', async () => {
    let sent: unknown = null;
    mockApi({
      'POST /staff/invitation/lookup': {
        body: { name: 'Rosa', email: 'rosa@correo.example', expires_at: '2026-05-10T10:00:00.000Z' },
      },
      'POST /staff/invitation/accept': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { id_user: 9, email: 'rosa@correo.example', message: 'ok' } };
      },
    });
    open();
    await screen.findByText('Hola, Rosa.');
    screen.getByText('rosa@correo.example');
    const password = screen.getByLabelText(/^Contraseña/);
    const confirmation = screen.getByLabelText(/^Confirma la contraseña/);
    fireEvent.change(password, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    await screen.findByText('La contraseña debe tener al menos 6 caracteres');
    fireEvent.change(password, { target: { value: 'Verano2026' } });
    fireEvent.change(confirmation, { target: { value: 'Verano2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    await screen.findByText('Las contraseñas no coinciden.');
    expect(sent).toBeNull();
    fireEvent.change(confirmation, { target: { value: 'Verano2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    await screen.findByText('Otra pantalla');
    expect(sent).toEqual({ token: TOKEN, password: 'Verano2026' });
  });

  it.each([
    [410, 'La invitación expiró. Pide a la coordinación académica que te envíe una nueva.'],
    [409, 'La invitación ya fue usada. Inicia sesión con tu correo y la contraseña que elegiste.'],
    [404, 'La invitación no existe o fue revocada.'],
  ])('a link answered %i says so in Spanish, without the form', async (status, message) => {
    mockApi({ 'POST /staff/invitation/lookup': { status, body: { statusCode: status, error: 'x', message } } });
    open();
    await screen.findByText(message);
    screen.getByText('No se puede usar esta invitación');
    expect(screen.queryByRole('button', { name: 'Crear mi cuenta' })).toBeNull();
    screen.getByRole('link', { name: 'Ir al acceso para personal' });
  });
});

describe('/staff/invitation/:token (links sent before the token moved into the fragment)', () => {
  it('opens the invitation and moves the token out of the path into the fragment', async () => {
    const calls = mockApi({
      'POST /staff/invitation/lookup': {
        body: { name: 'Rosa', email: 'rosa@correo.example', expires_at: '2026-05-10T10:00:00.000Z' },
      },
    });
    const router = createMemoryRouter(
      [
        { path: '/staff/invitation', element: <InvitationPage /> },
        { path: '/staff/invitation/:token', element: <InvitationPage /> },
      ],
      { initialEntries: [`/staff/invitation/${TOKEN}`] },
    );
    renderRouter(router, authAs(null));
    await screen.findByText('Hola, Rosa.');
    expect(router.state.location.pathname).toBe('/staff/invitation');
    expect(router.state.location.hash).toBe(`#${TOKEN}`);
    expect(calls.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ token: TOKEN }]);
  });
});
