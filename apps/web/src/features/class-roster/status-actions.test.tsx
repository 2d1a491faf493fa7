import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authAs, findPopup, mockApi, renderScreen } from '../../test/render-screen.tsx';
import { admin } from '../../test/users.ts';
import { StatusActions } from './components/status-actions.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('cancelling a class', () => {
  it('asks for the reason under its field, with the focus there, and sends it once given', async () => {
    const api = mockApi({ 'POST /classes/12/status/cancelled': { body: { status: 'cancelled', history: null } } });
    renderScreen(<StatusActions classId={12} status="aprobado" />, { auth: authAs(admin) });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar clase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar clase' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar clase' }));
    await within(dialog).findByText('Escribe la razón de la cancelación.');
    const reason = within(dialog).getByLabelText(/Razón de la cancelación/);
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(api.mock.calls).toHaveLength(0);

    fireEvent.change(reason, { target: { value: '  Sin docente.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar clase' }));
    await findPopup('Clase cancelada');
    expect(JSON.parse(String(api.mock.calls[0]![1]!.body))).toEqual({ reason: 'Sin docente.' });
  });
});
