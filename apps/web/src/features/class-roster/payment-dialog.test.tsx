import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PAYMENT_MESSAGES } from '@portal/domain/rules';
import { authAs, findPopup, mockApi, renderScreen } from '../../test/render-screen.tsx';
import { rosterClass as cls } from '../../test/classes.ts';
import { admin } from '../../test/users.ts';
import { ClassRosterPage } from './class-roster-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, name: string) => ({
  id_student_class: id * 10,
  id_student: id,
  group_leader: id === 1,
  student: {
    id_student: id,
    control_number: `2139000${id}`,
    career: null,
    phone: '9981234567',
    user: { id_user: id, name, paternal_surname: 'Uc', maternal_surname: '', email: `${name}@tec.example` },
  },
});
const payments = {
  id_class: 12,
  hours: 60,
  cost: '$1,000.00',
  paid: 1,
  total: 2,
  students: [
    { id_student: 1, status: 'pagado', folio: 'R-1', paid_on: '2026-06-01' },
    { id_student: 2, status: 'pendiente', folio: null, paid_on: null },
  ],
};
const answers = (status: string) => ({
  'GET /classes/12': { body: cls(status) },
  'GET /classes/12/mobility-students': { body: { data: [], seats: 5, taken: 0 } },
  'GET /classes/12/students': {
    body: { data: [entry(1, 'Ana'), entry(2, 'Beto')], meta: { page: 1, totalPages: 1, total: 2, leaders: 1 } },
  },
  'GET /students/students': { body: [] },
  'GET /classes/12/payments': { body: payments },
});
const open = () =>
  renderScreen(<ClassRosterPage />, {
    auth: authAs(admin),
    path: '/admin/class-students/12',
    route: '/admin/class-students/:classId',
  });

describe('payments on the admin roster', () => {
  it('shows the cost, "Pagado 1 de 2" and each state; records a payment after checking the folio', async () => {
    const api = mockApi({
      ...answers('aprobado'),
      'PATCH /classes/12/students/2/payment': {
        body: { id_student: 2, status: 'pagado', folio: 'R-2', paid_on: '2026-06-02' },
      },
    });
    open();
    await screen.findByText('Pagado 1 de 2');
    screen.getByText('$1,000.00');
    within(await screen.findByRole('listitem', { name: 'Ana Uc' })).getByText('Pagado');
    within(screen.getByRole('listitem', { name: 'Beto Uc' })).getByText('Pendiente');

    // A closed roster (approved) still takes payments.
    fireEvent.click(screen.getByRole('button', { name: 'Registrar pago de Beto Uc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar pago' }));
    await within(dialog).findByText(PAYMENT_MESSAGES.folioRequired);
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Folio del recibo/), { target: { value: 'R-2' } });
    fireEvent.change(within(dialog).getByLabelText(/Fecha del pago/), { target: { value: '2026-06-02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar pago' }));
    await findPopup('Pago registrado');
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'pagado', folio: 'R-2', paidOn: '2026-06-02' });
  });

  it('shows the server’s refusal inside the dialog', async () => {
    mockApi({
      ...answers('pendiente'),
      'PATCH /classes/12/students/2/payment': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'PAYMENT_FOLIO_TAKEN',
          message: 'Ese folio ya está registrado en el pago de otra inscripción.',
        },
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago de Beto Uc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago' });
    fireEvent.change(within(dialog).getByLabelText(/Folio del recibo/), { target: { value: 'R-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar pago' }));
    within(await within(dialog).findByRole('alert')).getByText(
      'Ese folio ya está registrado en el pago de otra inscripción.',
    );
  });

  it('a released class shows the payments but takes none', async () => {
    mockApi(answers('cancelled'));
    open();
    await screen.findByText('Pagado 1 de 2');
    expect(screen.queryAllByRole('button', { name: /^Registrar pago de / })).toHaveLength(0);
  });
});
