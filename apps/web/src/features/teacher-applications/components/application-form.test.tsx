import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describedTexts } from '../../../test/described-by.ts';
import { ApplicationForm } from './application-form.tsx';

function setup(props: Partial<Parameters<typeof ApplicationForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <ApplicationForm submitting={false} serverError={null} onSubmit={onSubmit} {...props} />
    </MantineProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('ApplicationForm', () => {
  it('asks for the required fields with the spec message and sends nothing', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
    await screen.findByText('Por favor, completa todos los campos obligatorios.');
    expect(field(/^Nombre/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/Apellido materno/).getAttribute('aria-invalid')).not.toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says under each empty required field that it is required, and focuses the first one on the page', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
    await screen.findByText('Por favor, completa todos los campos obligatorios.');
    // The phone registers first (its controller), but the name is what a person reads first.
    await waitFor(() => expect(document.activeElement).toBe(field(/^Nombre/)));
    for (const label of [/^Nombre/, /Apellido paterno/, /Correo/, /Teléfono/, /^CV/]) {
      expect(describedTexts(field(label))).toContain('Este campo es obligatorio.');
    }
    expect(describedTexts(field(/Apellido materno/))).not.toContain('Este campo es obligatorio.');
  });

  it('keeps the phone to 10 digits and counts the reason up to 200', async () => {
    const { user } = setup();
    const phone = field(/Teléfono/);
    expect(phone.maxLength).toBe(10);
    await user.type(phone, '98a3-12 345678999');
    expect(phone.value).toBe('9831234567');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+52 (983) 765-4321');
    expect(phone.value).toBe('9837654321');
    await user.clear(phone);
    await user.paste('983-765-43');
    expect(phone.value).toBe('98376543');
    await user.type(field(/Motivo/), 'Hola');
    screen.getByText('4/200 caracteres');
    expect(field(/Motivo/).maxLength).toBe(200);
  });

  it('explains a short phone and a bad email', async () => {
    const { onSubmit, user } = setup();
    await user.type(field(/^Nombre/), 'Ana');
    await user.type(field(/Apellido paterno/), 'López');
    await user.type(field(/Correo/), 'ana@correo');
    await user.type(field(/Teléfono/), '98312');
    await user.type(field(/^CV/), 'Docente');
    await user.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
    await screen.findByText('El número de teléfono debe tener 10 dígitos.');
    screen.getByText('Por favor, ingresa un correo electrónico válido.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the values, with the chosen country code (México by default)', async () => {
    const { onSubmit, user } = setup();
    const code = field(/Código de país/) as unknown as HTMLSelectElement;
    expect(code.value).toBe('+52');
    expect([...code.options].map((o) => o.value)).toEqual(['+52', '+1', '+502', '+506', '+54', '+34']);
    await user.selectOptions(code, '+506');
    await user.type(field(/^Nombre/), ' Ana ');
    await user.type(field(/Apellido paterno/), 'López');
    await user.type(field(/Correo/), 'ANA@correo.example');
    await user.type(field(/Teléfono/), '9831234567');
    await user.type(field(/^CV/), 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view');
    await user.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Ana',
      paternalSurname: 'López',
      maternalSurname: '',
      contactEmail: 'ana@correo.example',
      countryCode: '+506',
      phone: '9831234567',
      cv: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view',
      reason: '',
    });
  });

  it('shows "Enviando..." while sending and the server message after a failure', () => {
    setup({ submitting: true, serverError: 'Ya recibimos tu solicitud.' });
    const button = screen.getByRole('button', { name: 'Enviando...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Ya recibimos tu solicitud.');
  });
});
