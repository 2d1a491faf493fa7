import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/render-screen.tsx';
import { calls, cls, open, overview, page, preloadSections } from './admin-dashboard-test-kit.tsx';

beforeAll(preloadSections);
describe('/admin/dashboard table view', () => {
  afterEach(() => localStorage.clear());

  it('switches to the table, sorts on the server from its header buttons and remembers the choice', async () => {
    const api = mockApi({
      'GET /classes/overview': overview(2),
      'GET /classes': page([cls(3, 'Química', 'pendiente'), cls(4, 'Física', 'aprobado')]),
    });
    const { unmount } = open('/admin/dashboard?section=aprobar');
    await screen.findByRole('heading', { level: 2, name: 'Química' });
    fireEvent.click(screen.getByRole('button', { name: 'Tabla' }));
    const table = await screen.findByRole('region', { name: 'Tabla de clases' });
    expect(localStorage.getItem('admin-class-view')).toBe('table');
    await waitFor(() => expect(calls(api, '/api/classes').at(-1)!.searchParams.get('pageSize')).toBe('25'));
    const materia = within(table).getByRole('columnheader', { name: 'Materia' });
    expect(materia.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(materia).getByRole('button', { name: 'Materia' }));
    await waitFor(() => expect(calls(api, '/api/classes').at(-1)!.searchParams.get('sort')).toBe('subject'));
    expect(materia.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(materia).getByRole('button', { name: 'Materia' }));
    await waitFor(() => expect(calls(api, '/api/classes').at(-1)!.searchParams.get('sort')).toBe('-subject'));
    expect(materia.getAttribute('aria-sort')).toBe('descending');
    within(table).getByRole('button', { name: 'Revisar Química (clase 3)' });
    within(table).getByRole('button', { name: 'Ver detalles de Física (clase 4)' });
    unmount();
    // Remembered: Gestión de Estudiantes opens as a table too, with the roster buttons in the rows.
    open('/admin/dashboard?section=estudiantes');
    const again = await screen.findByRole('region', { name: 'Tabla de clases' });
    await within(again).findByRole('button', { name: 'Ver estudiantes de Física (clase 4)' });
    within(again).getByRole('button', { name: 'Gestionar Estudiantes de Química (clase 3)' });
    fireEvent.click(screen.getByRole('button', { name: 'Tarjetas' }));
    await screen.findByRole('heading', { level: 2, name: 'Química' });
    expect(localStorage.getItem('admin-class-view')).toBe('cards');
    // The project's ceiling (vitest.config.ts), not a lower one: the whole dashboard rendered three times took
    // 7–11 s on a loaded machine and passed 15 s once.
  });
});
