import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeacherApplication } from '@portal/domain/schemas';
import { passTime } from '../../test/fake-time.ts';
import { authAs, renderScreen } from '../../test/render-screen.tsx';
import { admin } from '../../test/users.ts';
import { ApplicationsListPage } from './applications-list-page.tsx';

const row = (over: Partial<TeacherApplication>): TeacherApplication => ({
  id: 1,
  name: 'Ana',
  paternal_surname: 'López',
  maternal_surname: null,
  contact_email: 'ana@correo.example',
  contact_phone: '+529831234567',
  cv: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view',
  reason: null,
  created_at: '2026-06-01T15:00:00.000Z',
  accepted: false,
  id_class: null,
  requested_class: null,
  reviewed_by: null,
  reviewer_name: null,
  reviewed_at: null,
  ...over,
});

let requests: string[] = [];
let answer: TeacherApplication[] = [];

beforeEach(() => {
  requests = [];
  answer = [row({}), row({ id: 2, name: 'Luis', paternal_surname: 'Chí', cv: 'javascript:alert(1)' })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  renderScreen(<ApplicationsListPage />, { auth: authAs(admin), path: '/admin/teacher-applications' });
}

describe('applications list page', () => {
  it('lists applications with "Ver CV" only for http(s) values and "Ver detalles" for each', async () => {
    renderPage();
    screen.getByRole('heading', { level: 1, name: 'Solicitudes de Profesores' });
    await screen.findByText('Ana López');
    expect(screen.getAllByRole('link', { name: /^Ver CV de / })).toHaveLength(1);
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    const details = screen.getByRole('link', { name: 'Ver detalles de Luis Chí' });
    expect(details.getAttribute('href')).toBe('/admin/teacher-applications/2');
    expect(requests).toEqual(['/api/teachers/applications']);
  });

  it('waits 400 ms after typing before searching, and filters by state', async () => {
    renderPage();
    await screen.findByText('Ana López');
    // The 400 ms debounce on a fake clock: each keystroke starts it again; nothing goes at 399 ms.
    vi.useFakeTimers();
    const search = screen.getByLabelText('Buscar');
    for (const typed of ['a', 'an', 'ana']) {
      fireEvent.change(search, { target: { value: typed } });
      await passTime(100);
    }
    await passTime(299);
    expect(requests.some((u) => u.includes('search='))).toBe(false);
    await passTime(1);
    vi.useRealTimers();
    await waitFor(() => expect(requests).toContain('/api/teachers/applications?search=ana'));
    const user = userEvent.setup();
    expect(requests.filter((u) => u.includes('search=a'))).toEqual(['/api/teachers/applications?search=ana']);

    answer = [];
    await user.selectOptions(screen.getByLabelText('Estado'), 'Aceptadas');
    await waitFor(() => expect(requests).toContain('/api/teachers/applications?search=ana&accepted=true'));
    await screen.findByText('Ninguna solicitud coincide con la búsqueda.');
    expect(screen.queryByText('No hay solicitudes registradas.')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Estado'), 'No aceptadas');
    await waitFor(() => expect(requests).toContain('/api/teachers/applications?search=ana&accepted=false'));
  });

  it('with no applications at all says "No hay solicitudes registradas."; a search without hits says so and clears', async () => {
    answer = [];
    renderPage();
    await screen.findByText('No hay solicitudes registradas.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Buscar'), 'zz');
    await screen.findByText('Ninguna solicitud coincide con la búsqueda.', {}, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Ver todas las solicitudes' }));
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('');
    await screen.findByText('No hay solicitudes registradas.', {}, { timeout: 2000 });
  });
});
