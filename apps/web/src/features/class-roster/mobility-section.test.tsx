import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MOBILITY_FORM_MESSAGES as M } from '@portal/domain/schemas';
import { authAs, findPopup, mockApi, renderScreen } from '../../test/render-screen.tsx';
import { admin } from '../../test/users.ts';
import { MobilitySection } from './components/mobility-section.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the mobility-student form', () => {
  it('marks every missing field at once, focuses the first, and sends the normalised body once fixed', async () => {
    const api = mockApi({
      'GET /classes/12/mobility-students': { body: { data: [], seats: 5, taken: 0 } },
      'POST /classes/12/mobility-students': { status: 201, body: {} },
    });
    renderScreen(<MobilitySection classId={12} locked={false} />, { auth: authAs(admin) });
    fireEvent.click(await screen.findByRole('button', { name: 'Inscribir de movilidad' }));
    for (const message of [M.name, M.paternalSurname, M.institute, M.email, M.phone, M.controlNumber]) {
      await screen.findByText(message);
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nombre/)));
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Nombre/, 'Luisa');
    fill(/^Apellido paterno/, 'Pech');
    fill(/^Instituto de origen/, 'TecNM Mérida');
    fill(/^Correo electrónico/, 'Luisa@Merida.example');
    fill(/^Teléfono/, '999 123 4567');
    fill(/^Número de control en su instituto/, 'm2139');
    fireEvent.click(screen.getByRole('button', { name: 'Inscribir de movilidad' }));
    await findPopup('Estudiante de movilidad inscrito');
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      email: 'luisa@merida.example',
      phone: '9991234567',
      controlNumber: 'M2139',
    });
  });
});
