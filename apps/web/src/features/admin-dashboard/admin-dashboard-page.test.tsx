import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTimers, passTime } from '../../test/fake-time.ts';
import { findPopup, mockApi } from '../../test/render-screen.tsx';

beforeAll(preloadSections);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

import { calls, cls, open, overview, page, preloadSections } from './admin-dashboard-test-kit.tsx';

describe('/admin/dashboard', () => {
  it('shows the server figures; the pending-review button is disabled at 0; the year goes to the server', async () => {
    const api = mockApi({ 'GET /classes/overview': overview(0) });
    open('/admin/dashboard');
    screen.getByRole('heading', { level: 1, name: 'Resumen General' });
    await screen.findByText('321');
    screen.getByText('40');
    expect(screen.getByRole('button', { name: 'Revisar pendientes (0)' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Año académico'), { target: { value: '2025' } });
    await waitFor(() =>
      expect(calls(api, '/api/classes/overview').some((u) => u.searchParams.get('period') === '2025')).toBe(true),
    );
  });

  it('counts every status, also the classes that started or were cancelled', async () => {
    const figures = overview(4);
    figures.body.byStatus = { pendiente: 4, aprobado: 9, rechazado: 2, active: 3, cancelled: 1 };
    mockApi({ 'GET /classes/overview': figures });
    open('/admin/dashboard');
    const list = await screen.findByRole('list', { name: 'Clases por estado' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pendiente: 4', 'Aprobada: 9', 'Rechazada: 2', 'Activa: 3', 'Cancelada: 1']);
  });

  it('opens the section named in the URL, also with the Spanish parameter name, and shows the pending badge', async () => {
    mockApi({
      'GET /classes/overview': overview(3),
      'GET /teachers/applications': { body: [] },
      'GET /teachers/invitations': { body: { data: [] } },
      'GET /teachers': { body: { data: [] } },
    });
    const { unmount } = open('/admin/dashboard?seccion=profesores');
    screen.getByRole('heading', { level: 1, name: 'Gestión de Profesores' });
    // The section's code loads when it is first opened.
    await screen.findByRole('heading', { level: 2, name: 'Invitar Profesores' });
    await screen.findByText('No hay solicitudes aceptadas.');
    expect(screen.getAllByRole('link', { name: 'Revisar solicitudes' })[0]!.getAttribute('href')).toBe(
      '/admin/teacher-applications',
    );
    expect((await screen.findAllByRole('link', { name: 'Aprobar Clases 3 pendientes' })).length).toBeGreaterThan(0);
    unmount();
    open('/admin/dashboard?section=salones');
    await screen.findByRole('tab', { name: 'Clases' });
  });

  it('lists pending classes 6 per page and searches by key or name on the server', async () => {
    const api = mockApi({
      'GET /classes/overview': overview(8),
      'GET /classes': page([cls(1, 'Cálculo Diferencial')], 2, 8),
    });
    open('/admin/dashboard?section=aprobar');
    await screen.findByText('Página 1 de 2');
    // The list's own request (the bulk approval asks separately for the ready ones).
    const first = calls(api, '/api/classes').find((u) => u.searchParams.get('quorum') !== 'ready')!;
    expect(first.searchParams.get('status')).toBe('pendiente');
    expect(first.searchParams.get('pageSize')).toBe('6');
    fireEvent.change(screen.getByLabelText('Buscar por clave o nombre de la materia'), {
      target: { value: 'acf0901' },
    });
    await waitFor(() =>
      expect(calls(api, '/api/classes').some((u) => u.searchParams.get('search') === 'acf0901')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Todas' }));
    await waitFor(() => {
      const last = calls(api, '/api/classes').at(-1)!;
      expect(last.searchParams.has('status')).toBe(false);
      expect(last.searchParams.get('page')).toBe('1');
    });
  });

  it('requires a reason to reject and sends it, and says the rejection in place', async () => {
    const api = mockApi({
      'GET /classes/overview': overview(1),
      'GET /classes': page([cls(5, 'Química')]),
      'POST /classes/5/status/rechazado': {
        body: {
          id_class: 5,
          status: 'rechazado',
          review: {
            from_status: 'pendiente',
            to_status: 'rechazado',
            comment: 'x',
            changed_at: '2026-01-01',
            changed_by: null,
          },
        },
      },
      'POST /classes/5/status/aprobado': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'STATUS_TRANSITION_REFUSED',
          message: 'Esta clase ya fue revisada.',
        },
      },
    });
    open('/admin/dashboard?section=aprobar');
    fireEvent.click(await screen.findByRole('button', { name: 'Revisar Química (clase 5)' }));
    const modal = await screen.findByRole('dialog', { name: 'Química' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Rechazar' }));
    await within(modal).findByText('Debes proporcionar una razón para rechazar la clase');
    await waitFor(() => expect(document.activeElement).toBe(within(modal).getByLabelText('Comentario o razón')));
    expect(calls(api, '/api/classes/5/status/rechazado')).toHaveLength(0);
    fireEvent.change(within(modal).getByLabelText('Comentario o razón'), { target: { value: 'Sin docente' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Rechazar' }));
    // Said in place, not in a popup: the admin stays where they were in the list.
    const notice = (await screen.findByText('Clase Rechazada')).closest('[role="status"]');
    expect(notice?.textContent).toContain('La clase "Química" fue rechazada. Quien la propuso verá la razón.');
    expect(screen.queryByRole('dialog', { name: 'Clase Rechazada' })).toBeNull();
    const sent = api.mock.calls.find(([url]) => String(url).endsWith('/classes/5/status/rechazado'))!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ reason: 'Sin docente' });
  });

  it('asks a reason to approve below the quorum and shows the server message of a refused approval', async () => {
    const api = mockApi({
      'GET /classes/overview': overview(1),
      'GET /classes': page([cls(5, 'Química')]),
      'POST /classes/5/status/rechazado': {
        body: {
          id_class: 5,
          status: 'rechazado',
          review: {
            from_status: 'pendiente',
            to_status: 'rechazado',
            comment: 'x',
            changed_at: '2026-01-01',
            changed_by: null,
          },
        },
      },
      'POST /classes/5/status/aprobado': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'STATUS_TRANSITION_REFUSED',
          message: 'Esta clase ya fue revisada.',
        },
      },
    });
    open('/admin/dashboard?section=aprobar');
    fireEvent.click(await screen.findByRole('button', { name: 'Revisar Química (clase 5)' }));
    const again = await screen.findByRole('dialog', { name: 'Química' });
    // 4 of 15: approving below the quorum needs a written reason, sent as belowQuorumReason.
    within(again).getByText(/faltan 11 para el mínimo de 15/);
    fireEvent.click(within(again).getByRole('button', { name: 'Aprobar' }));
    await within(again).findByText('Escribe la razón para aprobar una clase con menos inscritos que el mínimo');
    fireEvent.change(within(again).getByLabelText('Comentario o razón'), { target: { value: 'Egresan este año' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Aprobar' }));
    const popup = await findPopup('No se pudo aprobar la clase');
    const approval = api.mock.calls.find(([url]) => String(url).endsWith('/classes/5/status/aprobado'))!;
    expect(JSON.parse(String(approval[1]!.body))).toEqual({ belowQuorumReason: 'Egresan este año' });
    within(popup).getByText('Esta clase ya fue revisada.');
  });

  it('goes back a page when a review empties the last one', async () => {
    let reviewed = false;
    const api = mockApi({
      'GET /classes/overview': overview(7),
      'GET /classes': () => (reviewed ? page([], 1, 6) : page([{ ...cls(7, 'Física'), enrrolled: 16 }], 2, 7)),
      'POST /classes/7/status/aprobado': () => {
        reviewed = true;
        return {
          body: {
            id_class: 7,
            status: 'aprobado',
            review: {
              from_status: 'pendiente',
              to_status: 'aprobado',
              comment: null,
              changed_at: '2026-01-01',
              changed_by: null,
            },
          },
        };
      },
    });
    open('/admin/dashboard?section=aprobar');
    fireEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 2');
    // 16 enrolled: at the quorum, marked ready to approve.
    screen.getByText('Lista para aprobar');
    fireEvent.click(screen.getByRole('button', { name: 'Revisar Física (clase 7)' }));
    const modal = await screen.findByRole('dialog', { name: 'Física' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Aprobar' }));
    expect((await screen.findByText('Clase Aprobada')).closest('[role="status"]')).not.toBeNull();
    const posted = api.mock.calls.findIndex(([url]) => String(url).endsWith('/status/aprobado'));
    await waitFor(() => {
      const after = calls({ mock: { calls: api.mock.calls.slice(posted) } } as typeof api, '/api/classes');
      expect(after.at(-1)?.searchParams.get('page')).toBe('1');
    });
  });

  it("shows 'Error al cargar clases' with 'Reintentar' once the retries fail", async () => {
    fakeTimers();
    const api = mockApi({
      'GET /classes/overview': overview(1),
      'GET /classes': { status: 500, body: { statusCode: 500, error: 'Error', message: 'Falla del servidor' } },
    });
    open('/admin/dashboard?section=aprobar');
    await waitFor(() => expect(calls(api, '/api/classes').length).toBeGreaterThan(0));
    await passTime(1000); // first retry
    await passTime(1000); // second retry
    await screen.findByText('Error al cargar clases');
    screen.getByRole('button', { name: 'Reintentar' });
  });

  it('searches classes by subject name after 400 ms and opens a roster with the class as state', async () => {
    fakeTimers();
    const api = mockApi({
      'GET /classes/overview': overview(1),
      'GET /classes': page([cls(9, 'Álgebra Lineal', 'aprobado'), cls(10, 'Química', 'pendiente')]),
    });
    const { router } = open('/admin/dashboard?section=estudiantes');
    await screen.findByRole('heading', { level: 2, name: 'Álgebra Lineal' });
    expect(calls(api, '/api/classes')[0]!.searchParams.get('pageSize')).toBe('9');
    fireEvent.change(screen.getByLabelText('Buscar por nombre de la materia'), { target: { value: 'álgebra' } });
    expect(calls(api, '/api/classes').some((u) => u.searchParams.has('subjectName'))).toBe(false);
    await passTime(400);
    await waitFor(() =>
      expect(calls(api, '/api/classes').some((u) => u.searchParams.get('subjectName') === 'álgebra')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aprobada' }));
    await waitFor(() => expect(calls(api, '/api/classes').at(-1)!.searchParams.get('status')).toBe('aprobado'));
    for (const [value, label] of [
      ['active', 'Activa'],
      ['cancelled', 'Cancelada'],
      ['aprobado', 'Aprobada'],
    ]) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(calls(api, '/api/classes').at(-1)!.searchParams.get('status')).toBe(value));
    }
    // A pending class takes changes; an approved one's roster is closed, and its button says so.
    screen.getByRole('button', { name: 'Gestionar Estudiantes de Química (clase 10)' });
    expect(screen.queryByRole('button', { name: /^Gestionar Estudiantes de Álgebra/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver estudiantes de Álgebra Lineal (clase 9)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/class-students/9'));
    expect((router.state.location.state as { class: { id_class: number } }).class.id_class).toBe(9);
  });
});
