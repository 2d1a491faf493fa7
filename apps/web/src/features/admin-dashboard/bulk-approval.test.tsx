import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/render-screen.tsx';
import { calls, cls, open, overview, page, preloadSections } from './admin-dashboard-test-kit.tsx';

beforeAll(preloadSections);
afterEach(() => vi.unstubAllGlobals());

const ready = (id: number, name: string) => ({ ...cls(id, name), enrrolled: 16 });

describe('«Aprobar las listas»', () => {
  it('approves every ready class with one confirmation, one request each, and lists what happened to each', async () => {
    const api = mockApi({
      'GET /classes/overview': overview(2),
      'GET /classes': page([ready(1, 'Física'), ready(2, 'Química')]),
      'POST /classes/1/status/aprobado': { body: { id_class: 1, status: 'aprobado', review: null } },
      'POST /classes/2/status/aprobado': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'STATUS_TRANSITION_REFUSED',
          message: 'Solo se puede aprobar o rechazar una clase pendiente; esta clase está «Rechazada».',
        },
      },
    });
    open('/admin/dashboard?section=aprobar');
    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar las listas (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar las clases listas' });
    // It asks only for the ready ones, and nothing is sent before the confirmation.
    expect(calls(api, '/api/classes').some((u) => u.searchParams.get('quorum') === 'ready')).toBe(true);
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprobar 2 clases' }));
    await within(dialog).findByText('Se aprobaron 1 de 2 clases; las demás dicen por qué.');
    within(dialog).getByText('Aprobada');
    within(dialog).getByText('No aprobada');
    within(dialog).getByText('Solo se puede aprobar o rechazar una clase pendiente; esta clase está «Rechazada».');
    const posts = api.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(posts.map((u) => u.replace(/^.*\/api/, ''))).toEqual([
      '/classes/1/status/aprobado',
      '/classes/2/status/aprobado',
    ]);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aprobar las clases listas' })).toBeNull());
  });

  it('is not offered when no pending class has reached the minimum', async () => {
    mockApi({ 'GET /classes/overview': overview(0), 'GET /classes': page([]) });
    open('/admin/dashboard?section=aprobar');
    await screen.findByText('No hay clases pendientes de revisión.');
    expect(screen.queryByRole('button', { name: /Aprobar las listas/ })).toBeNull();
  });
});
