import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CLASS_FORM_MESSAGES } from '@portal/domain/rules';
import { authAs, mockApi, REGISTERED, renderScreen, studentUser } from '../../test/render-screen.tsx';
import { ClassForm } from './class-form.tsx';

const subjects = {
  data: [{ id_subject: 5, name: 'Taller de Ética', clave: 'ACA0907', credits: 4, Careers: [] }],
  meta: { page: 1, totalPages: 1, total: 1 },
};

afterEach(() => vi.unstubAllGlobals());

const open = () => {
  const api = mockApi({ 'GET /subjects': { body: subjects } });
  renderScreen(<ClassForm mode="student" student={REGISTERED} />, { auth: authAs(studentUser()) });
  return api;
};
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

describe('the class form: every invalid field at once', () => {
  it('marks Materia, both times, the days and the WhatsApp link of an empty submit, focusing Materia', async () => {
    const api = open();
    fireEvent.click(screen.getByRole('button', { name: 'Proponer clase' }));
    await screen.findByText(CLASS_FORM_MESSAGES.days);
    for (const label of [/^Materia/, /^Hora de inicio/, /^Hora de fin/, /^Enlace del grupo de WhatsApp/]) {
      expect(field(label).getAttribute('aria-invalid'), String(label)).toBe('true');
    }
    screen.getByText(CLASS_FORM_MESSAGES.whatsappRequired);
    // The spec's "Error de validación" heads an inline summary by the button, not a popup.
    expect(screen.getByRole('alert').textContent).toMatch(/^Error de validación.*Revisa los \d+ campos marcados\./);
    await waitFor(() => expect(document.activeElement).toBe(field(/^Materia/)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows a malformed WhatsApp link under the field, not in a popup', async () => {
    open();
    fireEvent.change(field(/^Enlace del grupo de WhatsApp/), { target: { value: 'https://example.com/grupo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proponer clase' }));
    await screen.findByText(CLASS_FORM_MESSAGES.whatsappFormat);
    expect(field(/^Enlace del grupo de WhatsApp/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'Campos requeridos' })).toBeNull();
  });

  it('clears a field problem once the field is fixed', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Proponer clase' }));
    await screen.findByText(CLASS_FORM_MESSAGES.whatsappRequired);
    fireEvent.change(field(/^Enlace del grupo de WhatsApp/), {
      target: { value: 'https://chat.whatsapp.com/AbCdEf1234567890' },
    });
    await waitFor(() => expect(screen.queryByText(CLASS_FORM_MESSAGES.whatsappRequired)).toBeNull());
    screen.getByText(CLASS_FORM_MESSAGES.days);
  });
});
