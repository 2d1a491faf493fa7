import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CoordinationList } from '@portal/domain/schemas';
import { authAs, findPopup, mockApi, renderScreen } from '../../test/render-screen.tsx';
import { admin } from '../../test/users.ts';
import { CoordinationSection } from './components/coordination-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, subject: string, reasons: CoordinationList['classes'][number]['reasons']) => ({
  id_class: id,
  subject,
  clave: `CLA${id}`,
  period: 2030,
  teacher: 'Carla Docente',
  reasons,
  week: 2,
  expected: 33,
  reported: reasons.includes('no_report') ? null : 40,
  missing_sessions: [],
  low_attendance: 0,
  reminders_sent: [],
  warnings: 0,
});
const list: CoordinationList = {
  period: 2030,
  today: '2030-06-18',
  classes: [row(7, 'Física I', ['no_report']), row(8, 'Química', [])],
};

describe('«Coordinación»', () => {
  it('lists the class behind with why, the one on time apart, and sends the reminder', async () => {
    const api = mockApi({
      'GET /coordination/classes': { body: list },
      'GET /teachers': { body: { data: [] } },
      'POST /classes/7/reminders': { body: { sent: true, message: 'Recordatorio enviado.' } },
    });
    renderScreen(<CoordinationSection />, { auth: authAs(admin) });
    const behind = await screen.findByRole('article', { name: 'Física I (CLA7)' });
    within(behind).getByText('Sin reporte de avance de la semana que terminó');
    within(behind).getByText('Semana 2: esperado 33 %, reportado —.');
    expect(screen.queryByRole('article', { name: /Química/ })).toBeNull();
    screen.getByRole('heading', { name: 'Al corriente (1)' });

    fireEvent.click(within(behind).getByRole('button', { name: 'Recordar avance' }));
    await findPopup('Recordatorio enviado.');
    await waitFor(() =>
      expect(
        api.mock.calls.some(([url, init]) => String(url).endsWith('/classes/7/reminders') && init?.method === 'POST'),
      ).toBe(true),
    );
    const sent = api.mock.calls.find(([url]) => String(url).endsWith('/classes/7/reminders'))!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ reason: 'progress' });
  });
});
