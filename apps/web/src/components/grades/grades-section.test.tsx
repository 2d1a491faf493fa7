import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GradeSheet } from '@portal/domain/schemas';
import { authAs, mockApi, renderScreen } from '../../test/render-screen.tsx';
import type { StaffUser } from '../../lib/auth/types.ts';
import { GradesSection } from './grades-section.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const teacher: StaffUser = {
  type: 'staff',
  id: 9,
  name: 'Rosa',
  email: 'rosa@tec.example',
  role: 'teacher',
  isActive: true,
};
const sheet = (grades: (number | null)[]): GradeSheet => ({
  id_class: 4,
  status: 'active',
  acta_closed_at: null,
  rows: grades.map((grade, i) => ({
    kind: 'student',
    id: i + 1,
    control_number: `2139000${i}`,
    name: `Alumno ${i}`,
    grade,
    result: null,
    result_label: null,
  })),
});

describe('the grade column', () => {
  it('keeps a grade typed while the connection is down, and sends it when the page opens again', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /classes/4/grades': { body: sheet([null, null]) },
      'PUT /classes/4/grades': () => new TypeError('Failed to fetch'),
    });
    const first = renderScreen(<GradesSection classId={4} />, { auth: authAs(teacher) });
    const field = await screen.findByRole('textbox', { name: 'Calificación de Alumno 0' });
    await userEvent.type(field, '88{Enter}');
    await screen.findByText('Sin conexión: las calificaciones quedan en este equipo y se guardarán al reconectar.');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Calificación de Alumno 1' }));
    first.unmount();

    // The server as it is: nothing saved until the PUT arrives.
    let saved: (number | null)[] = [null, null];
    mockApi({
      'GET /classes/4/grades': () => ({ body: sheet(saved) }),
      'PUT /classes/4/grades': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        saved = [88, null];
        return { body: sheet(saved) };
      },
    });
    renderScreen(<GradesSection classId={4} />, { auth: authAs(teacher) });
    const again = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Calificación de Alumno 0' });
    await waitFor(() => expect(again.value).toBe('88'));
    await screen.findByText('Calificaciones guardadas.');
    expect(sent).toEqual([{ grades: [{ studentId: 1, grade: 88 }] }]);
    await waitFor(() => expect(window.localStorage.getItem('portal.grade-drafts.4')).toBeNull());
  });

  it('refuses what is not a whole number 0–100 before sending anything', async () => {
    const put = vi.fn();
    mockApi({
      'GET /classes/4/grades': { body: sheet([null]) },
      'PUT /classes/4/grades': () => (put(), { body: sheet([null]) }),
    });
    renderScreen(<GradesSection classId={4} />, { auth: authAs(teacher) });
    const field = await screen.findByRole('textbox', { name: 'Calificación de Alumno 0' });
    await userEvent.type(field, '101');
    await userEvent.tab();
    await screen.findByText('La calificación debe ser un número entero de 0 a 100.');
    expect(put).not.toHaveBeenCalled();
  });
  it('lets an administrator reopen a closed acta, only with a reason', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /classes/4/grades': {
        body: { ...sheet([80]), status: 'finished', acta_closed_at: '2026-08-20T18:00:00.000Z' },
      },
      'POST /classes/4/acta/reopen': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { body: sheet([80]) };
      },
    });
    const admin: StaffUser = { ...teacher, id: 1, role: 'admin' };
    renderScreen(<GradesSection classId={4} canReopen />, { auth: authAs(admin) });
    await screen.findByText('El acta de esta clase está cerrada.');
    expect(screen.queryByRole('textbox', { name: /Calificación de/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir acta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir acta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reabrir acta' }));
    await within(dialog).findByText('Escribe el motivo para reabrir el acta.');
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo de la reapertura/ }), 'Error de captura');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reabrir acta' }));
    await screen.findByRole('dialog', { name: 'Acta reabierta' });
    expect(sent).toEqual([{ reason: 'Error de captura' }]);
  });
});
