import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authAs, mockApi, renderScreen, studentUser } from '../../test/render-screen.tsx';
import { admin } from '../../test/users.ts';
import { CreateClassPage } from './create-class-page.tsx';

const subjects = {
  data: [{ id_subject: 5, name: 'Taller de Ética', clave: 'ACA0907', credits: 4, Careers: [] }],
  meta: { page: 1, totalPages: 1, total: 1 },
};
const myClass = (id: number) => ({ id_class: id });

afterEach(() => vi.unstubAllGlobals());

describe('/create-class access', () => {
  it('asks a visitor to sign in', () => {
    mockApi({});
    renderScreen(<CreateClassPage />, { auth: authAs(null) });
    screen.getByRole('heading', { name: 'Acceso restringido' });
    screen.getByText('Debes iniciar sesión para crear clases.');
  });

  it('sends a student without a profile to the profile', () => {
    mockApi({});
    renderScreen(<CreateClassPage />, { auth: authAs(studentUser(null)) });
    screen.getByText('Solo los estudiantes registrados o administradores pueden crear clases.');
    expect(screen.getByRole('link', { name: 'Ir a Mi Perfil' }).getAttribute('href')).toBe('/profile');
  });

  it('disables the form of a student with 2 enrolments', async () => {
    mockApi({ 'GET /classes/student': { body: [myClass(1), myClass(2)] }, 'GET /subjects': { body: subjects } });
    renderScreen(<CreateClassPage />, { auth: authAs(studentUser()) });
    await screen.findByText('Has alcanzado el máximo de 2 inscripciones. No puedes crear más clases.');
    expect((screen.getByRole('button', { name: 'Proponer clase' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Serás el jefe de grupo' })).toBeNull();
  });

  it('shows the form only after the student accepts to be the group leader', async () => {
    mockApi({ 'GET /classes/student': { body: [myClass(1)] }, 'GET /subjects': { body: subjects } });
    renderScreen(<CreateClassPage />, { auth: authAs(studentUser()) });
    const modal = await screen.findByRole('dialog', { name: 'Serás el jefe de grupo' });
    expect(within(modal).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Proponer clase' })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ver responsabilidades' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Acepto ser jefe de grupo' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Proponer clase' }));
    // An empty submit marks every missing field at once, under the field; no popup.
    await screen.findByText('Debes seleccionar al menos un día de la semana.');
    expect(screen.getAllByText('Por favor, completa todos los campos obligatorios.')).toHaveLength(3);
    screen.getByText('El enlace del grupo de WhatsApp es obligatorio.');
    expect(screen.queryByRole('dialog', { name: 'Campos requeridos' })).toBeNull();
  });

  it('gives an admin the admin form, with its responsible student section', async () => {
    mockApi({ 'GET /subjects': { body: { data: [], meta: { page: 1, totalPages: 0, total: 0 } } } });
    renderScreen(<CreateClassPage />, { auth: authAs(admin) });
    await screen.findByText('Sin materias disponibles');
    screen.getByText('Estudiante responsable (opcional)');
    screen.getByRole('button', { name: 'Crear clase' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
