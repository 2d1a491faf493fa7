import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authAs, findPopup, mockApi, renderScreen } from '../../test/render-screen.tsx';
import { approvedClass } from '../../test/classes.ts';
import { admin } from '../../test/users.ts';
import { RoomsSection } from './components/rooms-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const A101 = { id_room: 1, name: 'A-101', building: 'Edificio A', capacity: 40, kind: 'aula' };
const LAB = { id_room: 2, name: 'Lab 2', building: 'Edificio L', capacity: 10, kind: 'laboratorio' };
const rooms = {
  body: {
    data: [
      { ...A101, classes: 1 },
      { ...LAB, classes: 0 },
    ],
  },
};

const cls = (id: number, name: string, room: typeof A101 | null) => ({ ...approvedClass(id, name), room });
const classes = {
  body: { data: [cls(7, 'Física I', A101), cls(8, 'Química', null)], meta: { page: 1, totalPages: 1, total: 2 } },
};

const open = () => renderScreen(<RoomsSection />, { auth: authAs(admin) });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

async function chooseRoom(label: RegExp) {
  const dialog = await screen.findByRole('dialog', { name: /Asignar salón/ });
  await userEvent.setup().click(within(dialog).getByLabelText('Salón', { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
  return dialog;
}

describe('"Asignar Salones"', () => {
  it('lists approved and active classes with their room; a clash is refused with the server message', async () => {
    const refusal = 'El salón A-101 (Edificio A) está ocupado por Física I (martes 08:00–10:00).';
    const api = mockApi({
      'GET /classes': classes,
      'GET /rooms': rooms,
      'PUT /classes/8/room': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', code: 'ASSIGNMENT_CLASH', message: refusal },
      },
    });
    open();
    const physics = await screen.findByRole('article', { name: 'Física I' });
    within(physics).getByText('A-101 (Edificio A) · 40 lugares');
    within(screen.getByRole('article', { name: 'Química' })).getByText('Sin salón asignado');
    const list = api.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((u) => u.pathname === '/api/classes')!;
    expect(list.searchParams.get('status')).toBe('aprobado,active');

    fireEvent.click(screen.getByRole('button', { name: 'Asignar salón de Química (clase 8)' }));
    const dialog = await chooseRoom(/^A-101 \(Edificio A\)/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar salón' }));
    const alert = await within(dialog).findByRole('alert');
    within(alert).getByText(refusal);
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(bodyOf(put[1])).toEqual({ roomId: 1 });
  }, 15_000);

  it('asks to confirm a room smaller than the class, then sends confirmSmall', async () => {
    const warning =
      'El salón tiene capacidad para 10 y la clase tiene 20 estudiantes. Confirma para asignarlo de todos modos.';
    const api = mockApi({
      'GET /classes': classes,
      'GET /rooms': rooms,
      'PUT /classes/8/room': (init) =>
        bodyOf(init)['confirmSmall'] === true
          ? { body: { id_class: 8, room: LAB } }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', code: 'ROOM_TOO_SMALL', message: warning } },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Asignar salón de Química (clase 8)' }));
    const dialog = await chooseRoom(/^Lab 2/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar salón' }));
    within(await within(dialog).findByRole('alert')).getByText(warning);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar de todos modos' }));
    const done = await findPopup('Salón asignado');
    within(done).getByText('Lab 2 (Edificio L) quedó asignado a Química.');
    const puts = api.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => bodyOf(init));
    expect(puts).toEqual([{ roomId: 2 }, { roomId: 2, confirmSmall: true }]);
  }, 15_000);

  it('creates a room with each mistake under its field, and deletes one after confirming', async () => {
    const api = mockApi({
      'GET /classes': classes,
      'GET /rooms': rooms,
      'POST /rooms': {
        status: 201,
        body: { id_room: 3, name: 'B-1', building: 'Edificio B', capacity: 25, kind: 'aula', classes: 0 },
      },
      'DELETE /rooms/2': { status: 204, body: null },
      'DELETE /rooms/1': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'ROOM_IN_USE',
          message: 'El salón está asignado a una clase: no se puede eliminar.',
        },
      },
    });
    open();
    fireEvent.click(screen.getByRole('tab', { name: 'Salones' }));
    await screen.findByRole('article', { name: 'Lab 2' });
    screen.getByText('2 salones');

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo salón' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo salón' });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar salón' }));
    await within(form).findByText('El nombre del salón es obligatorio.');
    within(form).getByText('El edificio es obligatorio.');
    within(form).getByText('La capacidad debe ser un número entero entre 1 y 500.');
    fireEvent.change(within(form).getByLabelText(/Nombre del salón/), { target: { value: 'B-1' } });
    fireEvent.change(within(form).getByLabelText(/Edificio/), { target: { value: 'Edificio B' } });
    fireEvent.change(within(form).getByLabelText(/Capacidad/), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar salón' }));
    await findPopup('Salón creado');
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(bodyOf(post[1])).toEqual({ name: 'B-1', building: 'Edificio B', capacity: 25, kind: 'aula' });
    fireEvent.click(within(await findPopup('Salón creado')).getByRole('button', { name: 'Entendido' }));

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar el salón A-101 (Edificio A)' }));
    const inUse = await screen.findByRole('dialog', { name: 'Eliminar salón' });
    fireEvent.click(within(inUse).getByRole('button', { name: 'Eliminar' }));
    within(await within(inUse).findByRole('alert')).getByText(
      'El salón está asignado a una clase: no se puede eliminar.',
    );
    fireEvent.click(within(inUse).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Eliminar salón' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar el salón Lab 2 (Edificio L)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar salón' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await findPopup('Salón eliminado');
    const deletes = api.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));
    expect(deletes.map((u) => new URL(u, 'http://localhost').pathname)).toEqual(['/api/rooms/1', '/api/rooms/2']);
  }, 15_000);

  it('imports a CSV: every bad line with its reason, or the count imported', async () => {
    const problems = [
      'Línea 3: La capacidad debe ser un número entero entre 1 y 500.',
      'Línea 5: El salón se repite (línea 2).',
    ];
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', code: 'ROOMS_IMPORT_INVALID', message: problems },
    };
    const api = mockApi({ 'GET /classes': classes, 'GET /rooms': rooms, 'POST /rooms/import': () => answer });
    open();
    fireEvent.click(screen.getByRole('tab', { name: 'Salones' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar salones desde CSV' });
    const csv = 'nombre,edificio,capacidad,tipo\nA-1,Edificio A,40,aula\n';
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.setup().upload(input, new File([csv], 'salones.csv', { type: 'text/csv' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar salones' }));
    const list = await within(dialog).findByRole('list', { name: 'Líneas con errores' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(problems);
    within(dialog).getByText('No se importó ningún salón');
    const sent = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(bodyOf(sent[1])).toEqual({ csv });

    answer = { status: 201, body: { imported: 3, data: [] } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar salones' }));
    within(await findPopup('Salones importados')).getByText('Se importaron 3 salones.');
  }, 15_000);
});
