import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authAs, findPopup, mockApi, renderScreen } from '../../test/render-screen.tsx';
import { approvedClass } from '../../test/classes.ts';
import { admin } from '../../test/users.ts';
import { RoomsSection } from './components/rooms-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const teacher = (id: number, name: string, email: string, active: boolean, classes: number[] = []) => ({
  id_user: id,
  name,
  email,
  is_active: active,
  created_at: '2026-03-01T10:00:00.000Z',
  last_login_at: null,
  classes: classes.map((c) => ({
    id_class: c,
    subject: 'Física I',
    clave: 'ACF0901',
    period: 2026,
    status: 'aprobado',
  })),
});
const teachers = {
  body: {
    data: [
      teacher(5, 'Jorge Alberto Chan Dzul', 'docente@tec.example', true, [7]),
      teacher(6, 'Inés Prueba López', 'ines@correo.example', true),
      teacher(9, 'Raúl Baja Pérez', 'raul@correo.example', false),
    ],
  },
};

const cls = (id: number, name: string, teacherOf: { id_user: number; name: string } | null) => ({
  ...approvedClass(id, name),
  teacher: teacherOf,
});
const page = (items: ReturnType<typeof cls>[]) => ({
  body: { data: items, meta: { page: 1, totalPages: 1, total: items.length } },
});
const JORGE = { id_user: 5, name: 'Jorge Alberto Chan Dzul' };

const open = () => renderScreen(<RoomsSection />, { auth: authAs(admin) });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

async function chooseTeacher(search: string, label: RegExp) {
  const dialog = await screen.findByRole('dialog', { name: /Asignar docente/ });
  const input = within(dialog).getByLabelText('Docente', { selector: 'input' });
  const user = userEvent.setup();
  await user.click(input);
  await user.type(input, search);
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
  return dialog;
}

describe('"Asignar docente" in "Asignar Salones"', () => {
  it("shows each class's teacher; only active teachers are offered; a clash is refused with the server message", async () => {
    const clash = 'El docente se empalma con Física I (martes 08:00–10:00).';
    const api = mockApi({
      'GET /classes': page([cls(7, 'Física I', JORGE), cls(8, 'Química', null)]),
      'GET /teachers': teachers,
      'PUT /classes/8/teacher': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', code: 'ASSIGNMENT_CLASH', message: clash },
      },
    });
    open();
    const physics = await screen.findByRole('article', { name: 'Física I' });
    expect(within(physics).getByTestId('class-teacher').textContent).toBe('DocenteJorge Alberto Chan Dzul');
    within(physics).getByRole('button', { name: 'Cambiar docente de Física I (clase 7)' });
    within(screen.getByRole('article', { name: 'Química' })).getByText('Sin docente asignado');

    fireEvent.click(screen.getByRole('button', { name: 'Asignar docente de Química (clase 8)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asignar docente: Química' });
    const input = within(dialog).getByLabelText('Docente', { selector: 'input' });
    await userEvent.setup().click(input);
    // Active accounts only: the deactivated one is not offered.
    // (The picker's options, not the period selector's native ones.)
    const offered = (await screen.findAllByRole('option', { hidden: true })).filter((o) => o.tagName !== 'OPTION');
    expect(offered.map((o) => o.textContent)).toEqual([
      'Jorge Alberto Chan Dzuldocente@tec.example · 1 clase más en Verano 2026',
      'Inés Prueba Lópezines@correo.example · Sin otras clases en Verano 2026',
    ]);
    // The search matches the email too.
    await chooseTeacher('docente@', /^Jorge Alberto Chan Dzul/);
    // Under the picker: the chosen teacher's email and how many other classes they teach in the period.
    within(dialog).getByText((_, el) => el?.textContent === 'docente@tec.example1 clase más en Verano 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar docente' }));
    const alert = await within(dialog).findByRole('alert');
    within(alert).getByText('No se asignó el docente');
    within(alert).getByText(clash);
    const puts = api.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual(['/api/classes/8/teacher']);
    expect(bodyOf(puts[0]![1])).toEqual({ staffId: 5 });
    // The dialog stays open with the choice, to pick another teacher.
    expect((within(dialog).getByRole('button', { name: 'Asignar docente' }) as HTMLButtonElement).disabled).toBe(false);
  }, 15_000);

  it('assigns a teacher (searching without accents): a popup, and the card shows the teacher', async () => {
    let assigned = false;
    const api = mockApi({
      'GET /classes': () => page([cls(8, 'Química', assigned ? { id_user: 6, name: 'Inés Prueba López' } : null)]),
      'GET /teachers': teachers,
      'PUT /classes/8/teacher': () => {
        assigned = true;
        return {
          body: { id_class: 8, teacher: { id_user: 6, name: 'Inés Prueba López', email: 'ines@correo.example' } },
        };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Asignar docente de Química (clase 8)' }));
    const dialog = await chooseTeacher('ines prueba', /^Inés Prueba López/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar docente' }));
    const done = await findPopup('Docente asignado');
    within(done).getByText('Se asignó a Inés Prueba López como docente de Química.');
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(bodyOf(put[1])).toEqual({ staffId: 6 });
    const card = screen.getByRole('article', { name: 'Química' });
    await waitFor(() => expect(within(card).getByTestId('class-teacher').textContent).toBe('DocenteInés Prueba López'));
    within(card).getByRole('button', { name: 'Cambiar docente de Química (clase 8)' });
  }, 15_000);

  it('keeps "Asignar docente" off while the class\'s own teacher is chosen', async () => {
    mockApi({ 'GET /classes': page([cls(7, 'Física I', JORGE)]), 'GET /teachers': teachers });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar docente de Física I (clase 7)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asignar docente: Física I' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Docente', { selector: 'input' }) as HTMLInputElement).value).toBe(
        'Jorge Alberto Chan Dzul',
      ),
    );
    expect((within(dialog).getByRole('button', { name: 'Asignar docente' }) as HTMLButtonElement).disabled).toBe(true);
  }, 15_000);
});
