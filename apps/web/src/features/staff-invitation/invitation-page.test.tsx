import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { authAs, mockApi, renderScreen } from '../../test/render-screen.tsx';
import { InvitationPage } from './invitation-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a'.repeat(43);
const open = () =>
  renderScreen(<InvitationPage />, {
    auth: authAs(null),
    path: `/staff/invitation/${TOKEN}`,
    route: '/staff/invitation/:token',
  });

describe('/staff/invitation/:token', () => {
  it('greets the teacher, checks the password inline, creates the account and goes to sign in', async () => {
    let sent: unknown = null;
    mockApi({
      'GET /staff/invitation': {
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
    mockApi({ 'GET /staff/invitation': { status, body: { statusCode: status, error: 'x', message } } });
    open();
    await screen.findByText(message);
    screen.getByText('No se puede usar esta invitación');
    expect(screen.queryByRole('button', { name: 'Crear mi cuenta' })).toBeNull();
    screen.getByRole('link', { name: 'Ir al acceso para personal' });
  });
});
