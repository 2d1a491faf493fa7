import { afterEach, describe, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { authAs, mockApi, renderScreen } from '../../test/render-screen.tsx';
import type { StaffUser } from '../../lib/auth/types.ts';
import { MyClassesPage } from './my-classes-page.tsx';
import { TeacherRosterPage } from './class-roster-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const teacher: StaffUser = {
  type: 'staff',
  id: 9,
  name: 'Rosa',
  email: 'rosa@tec.example',
  role: 'teacher',
  isActive: true,
};
const mine = {
  data: [
    {
      id_class: 4,
      subject: 'Cálculo Integral',
      clave: 'ACF0902',
      period: 2026,
      status: 'aprobado',
      shift: 'matutino',
      enrolled: 12,
      mobility_enrolled: 1,
      max_students: 30,
      room: { id_room: 1, name: 'A-101', building: 'Edificio A' },
      Schedules: [
        {
          id_schedule: 1,
          id_day: 1,
          Days: { id: 1, name: 'Lunes', short_name: 'Lun' },
          start_time: '10:00:00',
          end_time: '12:00:00',
        },
      ],
    },
  ],
};

describe('Mis Clases', () => {
  it("lists the teacher's classes with schedule, room and roster count", async () => {
    mockApi({ 'GET /teachers/me/classes': { body: mine } });
    renderScreen(<MyClassesPage />, { auth: authAs(teacher), path: '/staff/classes' });
    const card = await screen.findByRole('article', { name: 'Cálculo Integral' });
    within(card).getByText('A-101 (Edificio A)');
    within(card).getByText('12 inscritos de 30 · 1 de movilidad');
    within(card).getByText('Lunes');
    within(card).getByRole('link', { name: 'Ver la lista de Cálculo Integral' });
  });

  it('shows a roster read-only, with its downloads', async () => {
    mockApi({
      'GET /teachers/me/classes': { body: mine },
      'GET /classes/4/students': {
        body: {
          data: [
            {
              id_student_class: 1,
              id_student: 3,
              group_leader: true,
              student: {
                id_student: 3,
                control_number: '21310001',
                career: { name: 'Ingeniería Civil' },
                phone: '+525512345678',
                user: {
                  id_user: 5,
                  name: 'Ana',
                  paternal_surname: 'López',
                  maternal_surname: '',
                  email: 'ana@tec.example',
                },
              },
            },
          ],
          meta: { page: 1, pageSize: 100, total: 1, totalPages: 1, leaders: 1 },
        },
      },
      'GET /classes/4/mobility-students': { body: { data: [], seats: 5, taken: 0 } },
    });
    renderScreen(<TeacherRosterPage />, {
      auth: authAs(teacher),
      path: '/staff/classes/4',
      route: '/staff/classes/:classId',
    });
    const table = await screen.findByRole('table', { name: 'Lista de estudiantes' });
    within(table).getByText('Ana López');
    within(table).getByText('Líder');
    screen.getByRole('heading', { level: 1, name: 'Cálculo Integral' });
    screen.getByRole('button', { name: 'Lista de asistencia (PDF)' });
    // Read-only: nothing to enrol or remove.
    if (screen.queryByRole('button', { name: /Quitar|Inscribir/ })) throw new Error('the roster must be read-only');
  });
});
