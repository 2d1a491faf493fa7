import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../api/auth.ts';
import { enrolmentKeys } from '../api/enrolments.ts';
import { mockApi } from '../test/render-screen.tsx';
import { STAFF_SESSION_KEY } from '../lib/auth/staff-session.ts';
import { studentStorageKey } from '../lib/auth/student-session.ts';
import { prefetchRouteData } from './route-data.ts';

const CONFIG = { authority: 'http://localhost/idp', clientId: 'portal', scope: 'openid profile email api' };
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const paths = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);

function storeStudent() {
  localStorage.setItem(
    studentStorageKey(CONFIG),
    JSON.stringify({
      access_token: 'STUDENT-TOKEN',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      profile: { sub: 'sub-ana', name: 'Ana López' },
    }),
  );
}

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = 'portal-auth';
  meta.content = JSON.stringify(CONFIG);
  document.head.append(meta);
});
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('prefetchRouteData', () => {
  it("files a student's session and their classes under the keys the screens read, on /my-courses", async () => {
    storeStudent();
    const api = mockApi({
      'GET /auth/student/profile': { body: { id_user: 7, email: 'ana@tec.example', name: 'Ana' } },
      'GET /students': {
        body: { id_student: 3, id_user: 7, id_career: 1, control_number: 'C1', phone: '1', career: 'ISC' },
      },
      'GET /classes/student': { body: [{ id_class: 11 }] },
      'GET /classes/student/waitlists': { body: [] },
      'GET /notifications': { body: { data: [], unread: 0 } },
    });
    const queries = client();
    await prefetchRouteData('/my-courses', queries);
    expect(queries.getQueryData(authKeys.studentProfile('sub-ana'))).toMatchObject({ id_user: 7 });
    expect(queries.getQueryData(authKeys.studentRecord(7))).toMatchObject({ id_student: 3 });
    await vi.waitFor(() => expect(queries.getQueryData(enrolmentKeys.mine(3))).toEqual([{ id_class: 11 }]));
    // The student's lists were asked with the profile, not after the student record.
    const asked = paths(api);
    expect(asked.indexOf('/api/classes/student')).toBeLessThan(asked.indexOf('/api/students'));
  });

  it('asks for nothing of the session without one, and the public class list on /classes', async () => {
    const api = mockApi({ 'GET /classes': { body: { data: [], meta: { page: 1, totalPages: 0, total: 0 } } } });
    await prefetchRouteData('/classes', client());
    expect(paths(api)).toEqual(['/api/classes']);
  });

  it("checks an admin's session and asks for the dashboard's overview", async () => {
    localStorage.setItem(
      STAFF_SESSION_KEY,
      JSON.stringify({
        token: 'T',
        user: { name: 'A', email: 'a@tec.example', role: 'admin' },
        expiresAt: Date.now() + 60_000,
      }),
    );
    const api = mockApi({
      'GET /auth/staff/profile': { body: { name: 'A', email: 'a@tec.example', role: 'admin' } },
      'GET /classes/overview': { body: { totalClasses: 0 } },
    });
    await prefetchRouteData('/admin/dashboard', client());
    expect(paths(api).sort()).toEqual(['/api/auth/staff/profile', '/api/classes/overview']);
  });
});
