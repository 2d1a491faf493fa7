import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STUDENT_PROFILE_MESSAGES } from '@portal/domain/rules';
import { fakeTimers, passTime } from '../../test/fake-time.ts';
import { authAs, findPopup, mockApi, renderScreen, studentUser } from '../../test/render-screen.tsx';
import { ProfilePage } from './profile-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const catalog = {
  'GET /careers': {
    body: { data: [{ id_career: 3, name: 'Ingeniería Civil' }], meta: { page: 1, totalPages: 1, total: 1 } },
  },
  'GET /users/roles': {
    body: [
      { id_role: 1, id: 1, name: 'admin' },
      { id_role: 2, id: 2, name: 'student' },
    ],
  },
};

async function fillRegistration() {
  const career = await screen.findByRole('option', { name: 'Ingeniería Civil' });
  fireEvent.change(career.closest('select')!, { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText(/Número de control/), { target: { value: 'c20390211' } });
  fireEvent.change(screen.getByLabelText(/Teléfono/), { target: { value: '(983) 123-4567' } });
  fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
}

describe('/profile', () => {
  it('needs a session', () => {
    mockApi({});
    renderScreen(<ProfilePage />, { auth: authAs(null) });
    screen.getByRole('heading', { name: 'Sesión requerida' });
  });

  it('registers with the student role and the phone as country code + number, then reloads after 2 s', async () => {
    fakeTimers();
    const api = mockApi({ ...catalog, 'POST /students': { status: 201, body: {} } });
    const refresh = vi.fn(async () => undefined);
    renderScreen(<ProfilePage />, { auth: authAs(studentUser(null), { refresh }) });
    screen.getByText(/rol de estudiante/);
    await fillRegistration();
    await findPopup('¡Registro exitoso!');
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      id_career: 3,
      control_number: 'C20390211',
      phone: '+529831234567',
      id_role: 2,
      id_user: 7,
    });
    expect(refresh).not.toHaveBeenCalled();
    await passTime(2000);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('marks every invalid field at once under it, focuses the first, and sends nothing', async () => {
    const api = mockApi(catalog);
    renderScreen(<ProfilePage />, { auth: authAs(studentUser(null)) });
    await screen.findByRole('option', { name: 'Ingeniería Civil' });
    fireEvent.change(screen.getByLabelText(/Número de control/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    await screen.findByText(STUDENT_PROFILE_MESSAGES.controlNumber);
    screen.getByText(STUDENT_PROFILE_MESSAGES.careerMissing);
    screen.getByText(STUDENT_PROFILE_MESSAGES.phoneMissing);
    // The summary beside the button names the problem once, in the API's words.
    expect(screen.getAllByText(STUDENT_PROFILE_MESSAGES.required)).toHaveLength(1);
    const career = screen.getByLabelText(/Carrera/, { selector: 'select' });
    expect(career.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(career));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows "Ya eres estudiante" as the success it is when the profile already exists', async () => {
    mockApi({
      ...catalog,
      'POST /students': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'ALREADY_STUDENT',
          message: 'Ya estás registrado como estudiante.',
        },
      },
    });
    renderScreen(<ProfilePage />, { auth: authAs(studentUser(null)) });
    await fillRegistration();
    const popup = await findPopup('Ya eres estudiante');
    within(popup).getByText('Ya estás registrado como estudiante.');
  });

  it('calls a control number that is taken an error in the registration, not "Ya eres estudiante"', async () => {
    mockApi({
      ...catalog,
      'POST /students': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONTROL_NUMBER_TAKEN',
          message: 'Ese número de control ya está registrado.',
        },
      },
    });
    renderScreen(<ProfilePage />, { auth: authAs(studentUser(null)) });
    await fillRegistration();
    const popup = await findPopup('Error en el registro');
    within(popup).getByText('Ese número de control ya está registrado.');
  });

  it('shows the record, and says "Error al actualizar" with the server message when an edit fails', async () => {
    mockApi({
      ...catalog,
      'PATCH /students/42': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONTROL_NUMBER_TAKEN',
          message: 'Ese número de control ya está registrado.',
        },
      },
    });
    renderScreen(<ProfilePage />, { auth: authAs(studentUser()) });
    screen.getByText('+52 (983) 123-4567');
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect((screen.getByLabelText(/Teléfono/) as HTMLInputElement).value).toBe('9831234567');
    await screen.findByRole('option', { name: 'Ingeniería Civil' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const popup = await findPopup('Error al actualizar');
    within(popup).getByText('Ese número de control ya está registrado.');
  });
});
