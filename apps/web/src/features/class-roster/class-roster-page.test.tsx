import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authAs, findPopup, mockApi, renderScreen } from '../../test/render-screen.tsx';
import { rosterClass as cls } from '../../test/classes.ts';
import { admin } from '../../test/users.ts';
import { ClassRosterPage } from './class-roster-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const route = '/admin/class-students/:classId';

const entry = (id: number, name: string, leader: boolean) => ({
  id_student_class: id * 10,
  id_student: id,
  group_leader: leader,
  student: {
    id_student: id,
    control_number: `2139000${id}`,
    career: { name: 'Ingeniería Civil' },
    phone: '9981234567',
    user: { id_user: id, name, paternal_surname: 'Uc', maternal_surname: '', email: `${name}@tec.example` },
  },
});
/** An entry of GET /students/students: the spec's StudentClass nesting (user and career objects). */
const listed = (id: number, name: string) => ({
  id_student: id,
  control_number: `2139000${id}`,
  phone: '+529981234567',
  user: { id_user: id, name, paternal_surname: 'Uc', maternal_surname: '', email: `${name}@tec.example` },
  career: { id_career: 1, name: 'Ingeniería Civil' },
});
const enrolledBody = {
  data: [entry(1, 'Ana', true), entry(2, 'Beto', false)],
  meta: { page: 1, totalPages: 1, total: 2, leaders: 1 },
};
const everyone = [listed(1, 'Ana'), listed(2, 'Beto'), listed(3, 'Carla'), listed(4, 'Diego')];

/** What the roster page reads of class 12 in `status`, with `more` added or replacing it. */
const rosterAnswers = (more: Parameters<typeof mockApi>[0] = {}, status = 'pendiente', enrrolled?: number) => ({
  'GET /classes/12': { body: cls(status, enrrolled) },
  'GET /classes/12/mobility-students': { body: { data: [], seats: 5, taken: 0 } },
  'GET /classes/12/waitlist': { body: [] },
  'GET /classes/12/students': { body: enrolledBody },
  'GET /students/students': { body: everyone },
  ...more,
});
const open = () => renderScreen(<ClassRosterPage />, { auth: authAs(admin), path: '/admin/class-students/12', route });

describe('/admin/class-students/:classId', () => {
  it('shows the class and its students, and offers only the others, found by control number', async () => {
    mockApi(rosterAnswers());
    open();
    await screen.findByRole('heading', { name: 'Química', level: 2 });
    screen.getByText('AEC1058');
    screen.getByText('2/30');
    const ana = await screen.findByRole('listitem', { name: 'Ana Uc' });
    within(ana).getByText('Líder');
    within(ana).getByText('21390001');
    expect(within(screen.getByRole('listitem', { name: 'Beto Uc' })).queryByText('Líder')).toBeNull();
    expect(screen.getByRole('link', { name: /Volver/ }).getAttribute('href')).toBe(
      '/admin/dashboard?section=estudiantes',
    );

    const select = screen.getByLabelText('Estudiante', { selector: 'input' });
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    const user = userEvent.setup();
    await user.type(select, '21390004');
    // The dropdown is still in its opening transition in jsdom: its options count as hidden.
    const shown = () => screen.queryAllByRole('option', { hidden: true }).map((o) => o.textContent);
    await waitFor(() => expect(shown()).toEqual([expect.stringMatching(/^Diego Uc.*21390004 · Ingeniería Civil$/)]));
    await user.clear(select);
    await user.type(select, 'UC');
    await waitFor(() =>
      expect(shown()).toEqual([
        expect.stringMatching(/^Carla Uc.*21390003/),
        expect.stringMatching(/^Diego Uc.*21390004/),
      ]),
    );
  });

  it('asks to choose a student first, then enrols the chosen one and says so', async () => {
    let enrolledNow = enrolledBody;
    const api = mockApi(
      rosterAnswers({
        'GET /classes/12/students': () => ({ body: enrolledNow }),
        'POST /classes/enrollStudent': () => {
          enrolledNow = { ...enrolledBody, data: [...enrolledBody.data, entry(3, 'Carla', false)] };
          return { status: 201, body: { message: 'ok' } };
        },
      }),
    );
    open();
    const button = await screen.findByRole('button', { name: 'Inscribir Estudiante' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    // No choice: said under the field (no popup), and the focus goes there.
    await screen.findByText('Por favor, selecciona un estudiante para inscribir.');
    const select = screen.getByLabelText('Estudiante', { selector: 'input' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(screen.queryByRole('dialog', { name: 'Error de Validación' })).toBeNull();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'Error de ValidaciónRevisa el campo marcado.',
    );

    await userEvent.setup().type(select, 'carla');
    fireEvent.click(await screen.findByRole('option', { name: /^Carla Uc/, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Inscribir Estudiante' }));
    const done = await findPopup('Estudiante Inscrito');
    within(done).getByText('Carla Uc ha sido inscrito exitosamente.');
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      classId: 12,
      student: { studentId: 3, controlNumber: '21390003', studentPhone: '+529981234567' },
    });
    await screen.findByRole('listitem', { name: 'Carla Uc' });
  }, 15_000);

  it('reports a refused enrolment with the server message', async () => {
    mockApi(
      rosterAnswers({
        'POST /classes/enrollStudent': {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            code: 'STUDENT_ENROLMENT_LIMIT',
            message: 'El estudiante ya alcanzó el máximo de 2 inscripciones.',
          },
        },
      }),
    );
    open();
    const select = await screen.findByLabelText('Estudiante', { selector: 'input' });
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    await userEvent.setup().type(select, 'DIEGO');
    fireEvent.click(await screen.findByRole('option', { name: /^Diego Uc/, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Inscribir Estudiante' }));
    const popup = await findPopup('Error al Inscribir');
    within(popup).getByText('El estudiante ya alcanzó el máximo de 2 inscripciones.');
  });

  it('removes a student only after confirming, and reports the result', async () => {
    const api = mockApi(
      rosterAnswers({
        'DELETE /classes/12/student/2': { body: { message: 'ok' } },
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar a Beto Uc de la clase' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar estudiante' });
    within(confirm).getByText('¿Estás seguro de que deseas eliminar a este estudiante de la clase?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar a Beto Uc de la clase' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar estudiante' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    const done = await findPopup('Estudiante Eliminado');
    within(done).getByText('El estudiante ha sido eliminado de la clase exitosamente.');
    expect(api.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it.each([
    [
      'aprobado',
      'La clase ya fue aprobada, así que su lista de estudiantes quedó cerrada.',
      'La inscripción y eliminación de estudiantes no está permitida para clases en estado "aprobado".',
    ],
    [
      'cancelled',
      'La clase fue cancelada, así que ya no admite estudiantes.',
      'Esta clase fue cancelada: sus estudiantes quedaron liberados y ya no cuenta en sus inscripciones. La lista se conserva como historial.',
    ],
  ])(
    'opens a %s class read-only: why, the status rule, its students, no enrol form and no removal',
    async (status, why, rule) => {
      mockApi(rosterAnswers({}, status));
      open();
      await screen.findByText(why);
      screen.getByText(rule);
      screen.getByText('Solo consulta');
      await screen.findByRole('listitem', { name: 'Ana Uc' });
      expect(screen.queryByRole('button', { name: 'Inscribir Estudiante' })).toBeNull();
      expect(screen.queryAllByRole('button', { name: /^Eliminar a / })).toHaveLength(0);
    },
  );

  it('says there are no students, and reports list failures', async () => {
    mockApi(
      rosterAnswers(
        {
          'GET /classes/12/students': { body: { data: [], meta: { page: 1, totalPages: 0, total: 0, leaders: 0 } } },
          'GET /students/students': { status: 500, body: { statusCode: 500, message: 'x' } },
        },
        'pendiente',
        0,
      ),
    );
    open();
    await screen.findByText('No hay estudiantes inscritos en esta clase.');
    await screen.findByText('Error al cargar estudiantes disponibles.');
  });

  it('shows the class handed over by the previous screen at once, then the one loaded from the API', async () => {
    let answer: (value: Response) => void = () => undefined;
    const api = mockApi({
      'GET /classes/12/mobility-students': { body: { data: [], seats: 5, taken: 0 } },
      'GET /classes/12/waitlist': { body: [] },
      'GET /classes/12/students': { body: enrolledBody },
      'GET /students/students': { body: everyone },
    });
    const fallback = api.getMockImplementation()!;
    api.mockImplementation((input, init) =>
      String(input).endsWith('/classes/12')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : fallback(input, init),
    );
    const { router } = renderScreen(<ClassRosterPage />, { auth: authAs(admin), path: '/admin/dashboard', route });
    await router.navigate('/admin/class-students/12', {
      state: {
        class: { ...cls('pendiente', 1), Subjects: { ...cls('pendiente').Subjects, name: 'Química (de la tarjeta)' } },
      },
    });
    await screen.findByRole('heading', { name: 'Química (de la tarjeta)', level: 2 });
    screen.getByText('1/30');
    answer(
      new Response(JSON.stringify(cls('pendiente', 2)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await screen.findByRole('heading', { name: 'Química', level: 2 });
    screen.getByText('2/30');
  });

  it('cannot load an unknown or invalid class', async () => {
    mockApi({
      'GET /classes/999': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', code: 'CLASS_NOT_FOUND', message: 'La clase no existe.' },
      },
      'GET /classes/999/students': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', code: 'CLASS_NOT_FOUND', message: 'La clase no existe.' },
      },
      'GET /students/students': { body: everyone },
    });
    renderScreen(<ClassRosterPage />, { auth: authAs(admin), path: '/admin/class-students/999', route });
    await screen.findByText('No se pudo cargar la información de la clase...');
    screen.getByText('La clase no existe.');
  });

  it('says the same for an id that is not a number, without calling the API', async () => {
    const api = mockApi({});
    renderScreen(<ClassRosterPage />, { auth: authAs(admin), path: '/admin/class-students/abc', route });
    await screen.findByText('No se pudo cargar la información de la clase...');
    expect(api).not.toHaveBeenCalled();
  });
});
