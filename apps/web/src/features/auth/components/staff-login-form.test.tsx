import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/api-client.ts';
import { describedTexts } from '../../../test/described-by.ts';
import { authAs, renderScreen } from '../../../test/render-screen.tsx';
import { StaffLoginForm } from './staff-login-form.tsx';

afterEach(() => vi.unstubAllGlobals());

function open(
  loginStaff = vi.fn(async () => Promise.reject(new ApiError('No autorizado', { status: 401, fromClient: true }))),
) {
  const onSuccess = vi.fn();
  renderScreen(<StaffLoginForm onSuccess={onSuccess} />, { auth: authAs(null, { loginStaff }) });
  return {
    loginStaff,
    email: screen.getByLabelText('Correo institucional'),
    password: screen.getByLabelText('Contraseña', { selector: 'input' }),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' })),
  };
}

describe('the staff login form', () => {
  it('says the spec message under the field to fix, with the focus there, and sends nothing', async () => {
    const form = open();
    form.submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Todos los campos son obligatorios');
    expect(describedTexts(form.email)).toEqual(['Todos los campos son obligatorios']);
    expect(describedTexts(form.password)).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(form.email));

    // Editing a field clears the message (docs/rules.md SES-1); the next submit finds the next problem.
    fireEvent.change(form.email, { target: { value: 'admin@tec.example' } });
    expect(screen.queryByRole('alert')).toBeNull();
    form.submit();
    await waitFor(() => expect(describedTexts(form.password)).toEqual(['Todos los campos son obligatorios']));
    await waitFor(() => expect(document.activeElement).toBe(form.password));

    fireEvent.change(form.password, { target: { value: '12345' } });
    form.submit();
    await waitFor(() =>
      expect(describedTexts(form.password)).toEqual(['La contraseña debe tener al menos 6 caracteres']),
    );
    fireEvent.change(form.email, { target: { value: 'admin' } });
    form.submit();
    await waitFor(() => expect(describedTexts(form.email)).toEqual(['Por favor, ingresa un email válido']));
    expect(form.loginStaff).not.toHaveBeenCalled();
  });

  it('sends valid values and shows the refusal above the fields', async () => {
    const form = open();
    fireEvent.change(form.email, { target: { value: ' admin@tec.example ' } });
    fireEvent.change(form.password, { target: { value: 'incorrecta' } });
    form.submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Email o contraseña incorrectos');
    expect(form.loginStaff).toHaveBeenCalledWith('admin@tec.example', 'incorrecta');
  });
});
