import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { authAs, mockApi, REGISTERED, renderScreen, studentUser } from '../../test/render-screen.tsx';
import { MyCoursesPage } from './my-courses-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const rejected = {
  id_class: 9,
  status: 'rechazado',
  period: 2026,
  shift: 'vespertino',
  description: 'Queremos adelantar la materia.',
  image: null,
  whatsapp_link: 'https://chat.whatsapp.com/AbCdEfGhIj123',
  max_students: 30,
  enrrolled: 4,
  created_at: '2026-03-01T10:00:00.000Z',
  Subjects: { id_subject: 1, name: '', clave: '', credits: 5 },
  Schedules: [],
  ResponsibleStudent: null,
  group_leader: true,
  latest_review: {
    from_status: 'pendiente',
    to_status: 'rechazado',
    comment: 'No hay docente disponible.',
    changed_at: '2026-04-01T10:00:00.000Z',
    changed_by: { id_user: 1, name: 'Admin' },
  },
};

describe('/my-courses', () => {
  it('asks a visitor to sign in', () => {
    mockApi({});
    renderScreen(<MyCoursesPage />, { auth: authAs(null) });
    screen.getByText('Debes iniciar sesión para ver tus cursos.');
  });

  it('shows the email and the restriction to a student without a profile', () => {
    mockApi({});
    renderScreen(<MyCoursesPage />, { auth: authAs(studentUser(null)) });
    screen.getByText('alumno1@tec.example');
    screen.getByRole('heading', { name: 'Acceso restringido' });
    screen.getByText(/Debes estar registrado como estudiante/);
  });

  it('calls a record without control number or career incomplete', () => {
    mockApi({});
    renderScreen(<MyCoursesPage />, { auth: authAs(studentUser({ ...REGISTERED, career: null })) });
    screen.getByRole('heading', { name: 'Perfil incompleto' });
  });

  it('shows the offline banner and retries the connection for the temporary profile', () => {
    mockApi({});
    const refresh = vi.fn(async () => undefined);
    renderScreen(<MyCoursesPage />, {
      auth: authAs({ ...studentUser(null), id_user: 0 }, { isOffline: true, refresh }),
    });
    screen.getByText('Modo sin conexión');
    screen.getByText('Error de conexión con el servidor');
    screen.getByText(/Revisa tu conexión a internet/);
    expect(screen.queryByText(/backend|puerto/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar Conexión' }));
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('says the server cannot be reached, and retries', async () => {
    let calls = 0;
    mockApi({
      'GET /classes/student': () => (++calls === 1 ? new TypeError('Failed to fetch') : { body: [] }),
    });
    renderScreen(<MyCoursesPage />, { auth: authAs(studentUser()) });
    await screen.findByText('Error de conexión con el servidor');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar Conexión' }));
    await screen.findByRole('heading', { name: 'Tus Cursos Inscritos (0)' });
    expect(screen.getAllByRole('link', { name: /Explorar Cursos/ })[0]!.getAttribute('href')).toBe('/classes');
  });

  it('lists a rejected class under Historial with its fallbacks, the reason and the classmates link', async () => {
    mockApi({ 'GET /classes/student': { body: [rejected] }, 'GET /classes/student/waitlists': { body: [] } });
    renderScreen(<MyCoursesPage />, { auth: authAs(studentUser()) });
    // A rejected class no longer counts: it is history, and the student may enrol again.
    await screen.findByRole('heading', { name: 'Tus Cursos Inscritos (0)' });
    screen.getByRole('heading', { name: 'Historial (1)' });
    screen.getByText(/Rechazada el/);
    screen.getByText('21390145', { exact: false });
    screen.getByText('Ingeniería en Sistemas Computacionales');
    screen.getByRole('heading', { name: 'Nombre no disponible' });
    screen.getByText('N/A');
    screen.getByText('Rechazada');
    screen.getByText(/Motivo: No hay docente disponible\./);
    screen.getByText('Eres el jefe de grupo');
    expect(
      screen
        .getByRole('link', { name: /^Ver Compañeros de Clase: Nombre no disponible \(clase 9\)$/ })
        .getAttribute('href'),
    ).toBe('/my-courses/class/9/students');
  });

  it('says where and with whom an approved class is held once the coordination assigns them', async () => {
    const approved = {
      ...rejected,
      id_class: 12,
      status: 'aprobado',
      latest_review: null,
      room: { id_room: 3, name: 'A-101', building: 'Edificio A', capacity: 40, kind: 'aula' },
      teacher: { id_user: 8, name: 'Roberto Can' },
    };
    const pending = { ...rejected, id_class: 13, status: 'pendiente', latest_review: null, room: null, teacher: null };
    mockApi({ 'GET /classes/student': { body: [approved, pending] }, 'GET /classes/student/waitlists': { body: [] } });
    renderScreen(<MyCoursesPage />, { auth: authAs(studentUser()) });
    await screen.findByRole('heading', { name: 'Tus Cursos Inscritos (2)' });
    // Only the class with a room and a teacher says so; the pending one has neither yet.
    expect(screen.getAllByTestId('course-place').map((p) => p.textContent)).toEqual([
      'Salón: A-101 (Edificio A) · Docente: Roberto Can',
    ]);
  });
});
