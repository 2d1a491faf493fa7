import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinancePayment, FinancePayments, Ledger } from '@portal/domain/schemas';
import { authAs, mockApi, renderScreen } from '../../test/render-screen.tsx';
import type { StaffUser } from '../../lib/auth/types.ts';
import { FinancePage } from './finance-page.tsx';

const finance: StaffUser = {
  type: 'staff',
  id: 3,
  name: 'Rosa',
  email: 'finanzas@tec.example',
  role: 'finanzas',
  isActive: true,
};

const zero = {
  expected: 0,
  validated: 0,
  paidByCredit: 0,
  inReview: 0,
  owed: 0,
  overdue: 0,
  credits: 0,
  refundsRequested: 0,
  refunded: 0,
  count: 0,
};

const payment: FinancePayment = {
  id: 12,
  classId: 5,
  subject: 'Cálculo Integral',
  period: 2026,
  amount: 1250,
  credit: 0,
  toPay: 1250,
  reference: '202600000127',
  dueDate: '2026-07-04',
  status: 'en_revision',
  hasReceipt: false,
  rejectReason: null,
  creditLeft: 0,
  refund: 0,
  cashFolio: 'JG-7',
  student: { id: 9, name: 'Ana López Uc', controlNumber: '21390145', email: 'ana@tec.example' },
  clave: 'ACF0902',
  receiptType: null,
  receiptAt: '2026-06-29T15:00:00.000Z',
  refundedAt: null,
};

const list: FinancePayments = {
  period: 2026,
  counts: {
    pendiente: 0,
    en_revision: 1,
    validado: 0,
    rechazado: 0,
    vencido: 0,
    saldo_a_favor: 0,
    reembolso_solicitado: 0,
    reembolsado: 0,
  },
  meta: { page: 1, totalPages: 1, total: 1 },
  data: [payment],
};

const ledger: Ledger = { period: 2026, total: { ...zero, expected: 1250, inReview: 1250, count: 1 }, classes: [] };

afterEach(() => vi.unstubAllGlobals());

describe('«Pagos» (finance)', () => {
  it('shows the totals and the queue; a rejection needs a reason, then sends it', async () => {
    const calls = mockApi({
      'GET /payments': { body: list },
      'GET /payments/ledger': { body: ledger },
      'GET /periods': { body: { today: '2026-06-29', current: 2026, periods: [] } },
      'POST /payments/12/reject': { body: { ...payment, status: 'rechazado' } },
    });
    renderScreen(<FinancePage />, { auth: authAs(finance) });
    await vi.waitFor(() => expect(screen.getByTestId('ledger-expected').textContent).toBe('$1,250.00'));
    await screen.findByText('1 pago');
    expect(screen.getAllByText('Efectivo, recibo JG-7').length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revisar: pago de Ana López Uc, ACF0902' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Pago en efectivo: sin archivo de comprobante.');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar rechazo' }));
    within(dialog).getByText('Escribe el motivo del rechazo (máximo 300 caracteres).');
    expect(calls.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Motivo del rechazo'), 'No llegó el dinero.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar rechazo' }));
    await vi.waitFor(() => {
      const post = calls.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'No llegó el dinero.' });
    });
  });
});
