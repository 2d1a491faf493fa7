import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
// Mantine's popover content stays in its transition under happy-dom: its buttons are found with `hidden` (as the roster test's options).
import userEvent from '@testing-library/user-event';
import { authAs, mockApi, renderScreen, studentUser } from '../../test/render-screen.tsx';
import { NotificationBell } from './notification-bell.tsx';

const note = (id: number, title: string, read: boolean) => ({
  id,
  kind: 'class.approved',
  id_class: 3,
  title,
  body: `${title}: detalle`,
  created_at: '2026-07-01T15:00:00.000Z',
  read,
});

describe('NotificationBell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread count, lists the notifications and marks one and then all as read', async () => {
    let unread = 2;
    const api = mockApi({
      'GET /notifications': () => ({
        body: {
          data: [note(5, 'Clase aprobada: Física', unread < 1), note(4, 'Clase rechazada: Química', unread < 2)],
          unread,
        },
      }),
      'POST /notifications/5/read': () => {
        unread = 1;
        return { status: 204, body: null };
      },
      'POST /notifications/read-all': () => {
        unread = 0;
        return { body: { updated: 1 } };
      },
    });
    renderScreen(<NotificationBell />, { auth: authAs(studentUser()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' }));
    await screen.findByText('Clase aprobada: Física');
    await user.click(
      await screen.findByRole('button', { name: 'Marcar como leída: Clase aprobada: Física', hidden: true }),
    );
    await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' });
    await user.click(await screen.findByRole('button', { name: 'Marcar todas como leídas', hidden: true }));
    await screen.findByRole('button', { name: 'Notificaciones: 0 sin leer' });
    await waitFor(() =>
      expect(api.mock.calls.map(([, init]) => init?.method ?? 'GET').filter((m) => m === 'POST')).toHaveLength(2),
    );
  });

  it("links each notification of a class to that class's card in Mis Cursos", async () => {
    mockApi({ 'GET /notifications': { body: { data: [note(5, 'Clase aprobada: Física', false)], unread: 1 } } });
    renderScreen(<NotificationBell />, { auth: authAs(studentUser()) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }));
    const link = await screen.findByRole('link', { name: 'Ver la clase: Clase aprobada: Física', hidden: true });
    expect(link.getAttribute('href')).toBe('/my-courses#class-card-3');
  });

  it('says what will appear there when there is nothing yet', async () => {
    mockApi({ 'GET /notifications': { body: { data: [], unread: 0 } } });
    renderScreen(<NotificationBell />, { auth: authAs(studentUser()) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notificaciones: 0 sin leer' }));
    await screen.findByText(/No tienes notificaciones/);
  });
});
