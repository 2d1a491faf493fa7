import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { authAs, mockApi, renderScreen, testQueryClient } from '../test/render-screen.tsx';
import { admin } from '../test/users.ts';
import { classAnswer } from '../test/classes.ts';
import { ClassRosterPage } from '../features/class-roster/class-roster-page.tsx';
import { ApplicationFormPage } from '../features/teacher-applications/application-form-page.tsx';
import { classKeys } from './classes.ts';

afterEach(() => vi.unstubAllGlobals());

/** GET /classes/12 as each screen reads it; the subject names tell the two answers apart on screen. */
const publicClass = classAnswer({
  id_class: 12,
  enrrolled: 2,
  created_at: '2026-05-01T10:00:00.000Z',
  Subjects: { id_subject: 1, name: 'Química (vista pública)', clave: 'AEC1058', credits: 4 },
});
const staffClass = {
  ...publicClass,
  whatsapp_link: 'https://chat.whatsapp.com/AbCdEf123',
  Subjects: { ...publicClass.Subjects, name: 'Química (vista del personal)' },
  status_history: [],
};

describe('GET /classes/{id}: the roster and the teacher application keep their own view', () => {
  it('never serves one screen the class the other loaded, over one query cache', async () => {
    const answers = [staffClass, publicClass];
    mockApi({
      'GET /classes/12': () => ({ body: answers.shift() ?? staffClass }),
      'GET /classes/12/mobility-students': { body: { data: [], seats: 5, taken: 0 } },
      'GET /classes/12/waitlist': { body: [] },
      'GET /classes/12/students': { body: { data: [], meta: { page: 1, totalPages: 1, total: 0, leaders: 0 } } },
      'GET /classes/12/payments': { body: { cost: null, students: [] } },
      'GET /students/students': { body: [] },
    });
    const queryClient = testQueryClient();

    const roster = renderScreen(<ClassRosterPage />, {
      auth: authAs(admin),
      path: '/admin/class-students/12',
      route: '/admin/class-students/:classId',
      queryClient,
    });
    await screen.findByRole('heading', { name: 'Química (vista del personal)', level: 2 });
    roster.unmount();

    const application = renderScreen(<ApplicationFormPage />, {
      auth: authAs(null),
      path: '/solicitud-impartir-clase/12',
      route: '/solicitud-impartir-clase/:classId?',
      queryClient,
    });
    // Not even for a frame: the roster's cached class is not this screen's.
    expect(screen.queryByText('Química (vista del personal)')).toBeNull();
    await screen.findByText('Química (vista pública)');
    application.unmount();

    expect(queryClient.getQueryData(classKeys.staffDetail(12))).toMatchObject({ status_history: [] });
    expect(queryClient.getQueryData(classKeys.publicDetail(12))).not.toHaveProperty('status_history');

    renderScreen(<ClassRosterPage />, {
      auth: authAs(admin),
      path: '/admin/class-students/12',
      route: '/admin/class-students/:classId',
      queryClient,
    });
    expect(screen.getByRole('heading', { name: 'Química (vista del personal)', level: 2 })).toBeDefined();
    expect(screen.queryByText('Química (vista pública)')).toBeNull();
  });
});
