import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { authAs, findPopup, mockApi, renderScreen, studentUser } from '../../test/render-screen.tsx';
import { ClassmatesPage } from './classmates-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const LINK = 'https://chat.whatsapp.com/AbCdEfGhIj123';
const myClass = (leader: boolean) => ({
  id_class: 12,
  status: 'pendiente',
  period: 2026,
  whatsapp_link: LINK,
  group_leader: leader,
  Subjects: { id_subject: 1, name: 'Química', clave: 'AEC1058', credits: 4 },
});
const mate = (id: number, name: string, leader: boolean, phone: string, career: string | null) => ({
  id_student_class: id,
  id_student: id === 1 ? 42 : id,
  group_leader: leader,
  student: {
    control_number: `2139000${id}`,
    career: career ? { name: career } : null,
    phone,
    user: {
      id_user: id,
      name,
      paternal_surname: 'Uc',
      maternal_surname: '',
      email: `${name.toLowerCase()}@tec.example`,
    },
  },
});
const classmates = {
  body: {
    data: [mate(1, 'Ana', true, '529831234567', 'Ingeniería Civil'), mate(2, 'Beto', false, '', null)],
    meta: { page: 1, totalPages: 1, total: 2, leaders: 1 },
  },
};
const at = '/my-courses/class/12/students';
const route = '/my-courses/class/:classId/students';

describe('/my-courses/class/:classId/students', () => {
  it('shows the stats and the cards with their fallbacks and contact links', async () => {
    mockApi({ 'GET /classes/12/students': classmates, 'GET /classes/student': { body: [myClass(false)] } });
    renderScreen(<ClassmatesPage />, { auth: authAs(studentUser()), path: at, route });
    await screen.findByRole('heading', { name: 'Compañeros de la Clase #12', level: 1 });
    const ana = await screen.findByRole('article', { name: 'Ana Uc' });
    within(ana).getByText('Líder');
    within(ana).getByText('(983) 123-4567');
    expect(within(ana).getByRole('link', { name: 'Llamar a Ana Uc' }).getAttribute('href')).toBe('tel:+529831234567');
    const beto = screen.getByRole('article', { name: 'Beto Uc' });
    expect(within(beto).getAllByText('No disponible')).toHaveLength(2);
    expect(within(beto).queryByRole('link', { name: /Llamar/ })).toBeNull();
    expect(within(beto).getByRole('link', { name: 'Enviar correo a Beto Uc' }).getAttribute('href')).toBe(
      'mailto:beto@tec.example',
    );
    // A classmate who does not lead the class sees the link but no editor.
    expect(screen.getByRole('link', { name: /Abrir el grupo de WhatsApp/ }).getAttribute('href')).toBe(LINK);
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull();
  });

  it('lets the group leader edit the link, refusing other sites and reporting a failed save', async () => {
    const api = mockApi({
      'GET /classes/12/students': classmates,
      'GET /classes/student': { body: [myClass(true)] },
      'PATCH /classes/12/class': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          code: 'NOT_GROUP_LEADER',
          message: 'Solo el jefe de grupo puede cambiar el enlace.',
        },
      },
    });
    renderScreen(<ClassmatesPage />, { auth: authAs(studentUser()), path: at, route });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar el enlace del grupo de WhatsApp' }));
    const input = screen.getByRole('textbox', { name: 'Enlace del grupo de WhatsApp' });
    fireEvent.change(input, { target: { value: 'https://example.com/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar enlace' }));
    await screen.findByText(
      'El enlace debe ser una invitación a un grupo de WhatsApp: https://chat.whatsapp.com/ seguido del código del grupo (al menos 10 letras o números).',
    );
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    fireEvent.change(input, { target: { value: 'https://chat.whatsapp.com/NuevoGrupo2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar enlace' }));
    const popup = await findPopup('Error al actualizar el enlace de WhatsApp');
    within(popup).getByText('Solo el jefe de grupo puede cambiar el enlace.');
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      whatsappLink: 'https://chat.whatsapp.com/NuevoGrupo2026',
      status: 'pendiente',
    });
  });

  it('says "Error al cargar información" with the server message, and retries when the server failed', async () => {
    let calls = 0;
    mockApi({
      'GET /classes/student': { body: [] },
      'GET /classes/12/students': () =>
        ++calls === 1
          ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Servicio no disponible.' } }
          : { body: { data: [], meta: { page: 1, totalPages: 0, total: 0, leaders: 0 } } },
    });
    renderScreen(<ClassmatesPage />, { auth: authAs(studentUser()), path: at, route });
    await screen.findByText('Error al cargar información');
    screen.getByText('Servicio no disponible.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Aún no hay estudiantes inscritos en esta clase.');
    expect(screen.getByRole('link', { name: 'Volver a Mis Cursos' }).getAttribute('href')).toBe('/my-courses');
  });

  it.each([
    [404, 'La clase no existe.'],
    [403, 'Solo los estudiantes inscritos en esta clase pueden ver a sus compañeros.'],
  ])('a %i answer offers no useless "Reintentar", only the way back', async (status, message) => {
    mockApi({
      'GET /classes/student': { body: [] },
      'GET /classes/12/students': { status, body: { statusCode: status, error: 'Error', message } },
    });
    renderScreen(<ClassmatesPage />, { auth: authAs(studentUser()), path: at, route });
    await screen.findByText(message);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    screen.getByRole('link', { name: 'Volver a Mis Cursos' });
  });
});
