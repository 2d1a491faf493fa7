import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { authAs, mockApi, renderScreen } from '../../../test/render-screen.tsx';
import { admin } from '../../../test/users.ts';
import { TeachersSection } from './teachers-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const application = (id: number, name: string) => ({
  id,
  name,
  paternal_surname: 'Can',
  maternal_surname: null,
  contact_email: `${name.toLowerCase()}@correo.example`,
  contact_phone: '+525512345678',
  cv: 'https://example.com/cv.pdf',
  reason: null,
  created_at: '2026-05-01T10:00:00.000Z',
  accepted: true,
  id_class: null,
  requested_class: null,
  reviewed_by: 1,
  reviewer_name: 'Admin',
  reviewed_at: '2026-05-02T10:00:00.000Z',
});
const invitation = (id: number, applicationId: number, state: string) => ({
  id,
  id_application: applicationId,
  name: 'Rosa Can',
  email: 'rosa@correo.example',
  state,
  sent_at: '2026-05-03T10:00:00.000Z',
  expires_at: '2026-05-10T10:00:00.000Z',
  used_at: state === 'used' ? '2026-05-04T10:00:00.000Z' : null,
  revoked_at: null,
  id_user: state === 'used' ? 9 : null,
});
const teacher = {
  id_user: 9,
  name: 'Rosa Can',
  email: 'rosa@correo.example',
  is_active: true,
  created_at: '2026-05-04T10:00:00.000Z',
  last_login_at: null,
  classes: [{ id_class: 4, subject: 'Cálculo Integral', clave: 'ACF0902', period: 2026, status: 'aprobado' }],
};

const open = () => renderScreen(<TeachersSection />, { auth: authAs(admin) });

describe('Gestión de Profesores', () => {
  it('invites an accepted applicant and shows the one-time link to copy', async () => {
    const api = mockApi({
      'GET /teachers/applications': { body: [application(1, 'Roberto'), application(2, 'Rosa')] },
      'GET /teachers/invitations': { body: { data: [invitation(7, 2, 'used')] } },
      'GET /teachers': { body: { data: [teacher] } },
      'POST /teachers/applications/1/invitation': {
        status: 201,
        body: { ...invitation(8, 1, 'pending'), name: 'Roberto Can', link: '/staff/invitation/abc', url: 'x' },
      },
    });
    open();
    const list = await screen.findByRole('list', { name: 'Solicitudes aceptadas' });
    const rosa = within(list).getByRole('listitem', { name: 'Rosa Can' });
    within(rosa).getByText('Usada el 4 may 2026: cuenta creada');
    expect(within(rosa).queryByRole('button')).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Invitar a Roberto Can' }));
    const link = await screen.findByLabelText('Enlace de la invitación');
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/staff/invitation/abc`);
    screen.getByRole('button', { name: 'Copiar enlace' });
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);

    const teachers = await screen.findByRole('list', { name: 'Cuentas de docentes' });
    within(teachers).getByText('Cálculo Integral');
  });

  it('asks before deactivating a teacher account, then deactivates it', async () => {
    let patched: unknown = null;
    mockApi({
      'GET /teachers/applications': { body: [] },
      'GET /teachers/invitations': { body: { data: [] } },
      'GET /teachers': { body: { data: [teacher] } },
      'PATCH /teachers/9': (init) => {
        patched = JSON.parse(String(init?.body));
        return { body: { ...teacher, is_active: false } };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar la cuenta de Rosa Can' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar la cuenta' });
    within(dialog).getByText(/Sus sesiones terminan en este momento/);
    expect(patched).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar cuenta' }));
    await vi.waitFor(() => expect(patched).toEqual({ active: false }));
  });
});
