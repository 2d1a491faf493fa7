import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from './auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';
import { STAFF_SESSION_EVENT, STAFF_SESSION_KEY } from './staff-session.ts';
import { jsonResponse, storeStudentSignIn, writeAuthConfigMeta } from '../../test/stored-sign-in.ts';
import { offlineAna } from '../../test/users.ts';

const HOUR = 3600 * 1000;

const adminUser = {
  id: 1,
  id_user: 1,
  name: 'Laura',
  paternal_surname: 'Canul',
  maternal_surname: 'Pech',
  email: 'admin@tec.example',
  role: { id_role: 1, name: 'admin' },
  isActive: true,
  type: 'staff',
};
const studentProfile = {
  id_user: 9,
  name: 'Ana',
  email: 'alumno1@tec.example',
  paternal_surname: 'López',
  maternal_surname: 'Uc',
  oid: 'oid-ana',
};
const studentRecord = {
  id_student: 4,
  id_user: 9,
  id_career: 2,
  control_number: '21390145',
  phone: '529831234567',
  career: 'Ingeniería en Sistemas Computacionales',
};

type Answer = { status: number; body?: unknown } | 'network';
let answers: Record<string, Answer>;
let calls: { path: string; authorization: string | null }[];

function storeStaff(token = 'STAFF-TOKEN', expiresAt = Date.now() + HOUR, user: unknown = adminUser) {
  localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify({ token, user, expiresAt }));
}
const storeStudent = (token = 'STUDENT-TOKEN') => storeStudentSignIn({ token });

function Probe() {
  const a = useAuth();
  return (
    <pre data-testid="auth">
      {JSON.stringify({
        status: a.status,
        userType: a.userType,
        user: a.user,
        isOffline: a.isOffline,
        isAdmin: a.isAdmin,
        isRegisteredStudent: a.isRegisteredStudent,
      })}
    </pre>
  );
}
const state = () => JSON.parse(screen.getByTestId('auth').textContent!);

function renderProvider() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

async function settled() {
  await waitFor(() => expect(state().status).not.toBe('loading'));
  return state();
}

beforeAll(writeAuthConfigMeta);

beforeEach(() => {
  localStorage.clear();
  calls = [];
  answers = {
    '/api/auth/staff/profile': { status: 200, body: adminUser },
    '/api/auth/student/profile': { status: 200, body: studentProfile },
    '/api/students': { status: 200, body: studentRecord },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ path, authorization: headers['authorization'] ?? null });
      const answer = answers[path] ?? { status: 404, body: { message: 'no' } };
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return jsonResponse(answer.body ?? {}, answer.status);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AuthProvider', () => {
  it('nothing stored: unauthenticated, and no profile is asked for', async () => {
    renderProvider();
    expect(await settled()).toMatchObject({ status: 'unauthenticated', userType: null, user: null });
    expect(calls).toEqual([]);
  });

  it('a staff session: staff, with the profile loaded with the staff token', async () => {
    storeStaff();
    renderProvider();
    const s = await settled();
    expect(s).toMatchObject({ status: 'authenticated', userType: 'staff', isAdmin: true, isOffline: false });
    expect(s.user).toMatchObject({ type: 'staff', id: 1, name: 'Laura', role: 'admin', isActive: true });
    expect(calls).toEqual([{ path: '/api/auth/staff/profile', authorization: 'Bearer STAFF-TOKEN' }]);
  });

  it('a student account: student, with the profile and then the student data by userId', async () => {
    storeStudent();
    renderProvider();
    const s = await settled();
    expect(s).toMatchObject({ status: 'authenticated', userType: 'student', isRegisteredStudent: true });
    expect(s.user).toEqual({
      type: 'student',
      ...studentProfile,
      studentData: {
        id_student: 4,
        id_career: 2,
        control_number: '21390145',
        phone: '529831234567',
        career: 'Ingeniería en Sistemas Computacionales',
      },
    });
    expect(calls).toEqual([
      { path: '/api/auth/student/profile', authorization: 'Bearer STUDENT-TOKEN' },
      { path: '/api/students', authorization: 'Bearer STUDENT-TOKEN' },
    ]);
  });

  it('a profile that carries the student record (our API): one request, the same session', async () => {
    storeStudent();
    answers['/api/auth/student/profile'] = { status: 200, body: { ...studentProfile, student: studentRecord } };
    renderProvider();
    const s = await settled();
    expect(s).toMatchObject({ status: 'authenticated', userType: 'student', isRegisteredStudent: true });
    expect(s.user).toMatchObject({ ...studentProfile, studentData: { id_student: 4, control_number: '21390145' } });
    expect(calls).toEqual([{ path: '/api/auth/student/profile', authorization: 'Bearer STUDENT-TOKEN' }]);
  });

  it('a profile that says the student has no record yet: signed in, not registered, no second request', async () => {
    storeStudent();
    answers['/api/auth/student/profile'] = { status: 200, body: { ...studentProfile, student: null } };
    renderProvider();
    const s = await settled();
    expect(s).toMatchObject({ status: 'authenticated', userType: 'student', isRegisteredStudent: false });
    expect(calls).toEqual([{ path: '/api/auth/student/profile', authorization: 'Bearer STUDENT-TOKEN' }]);
  });

  it('a student without a student record is signed in, not registered', async () => {
    storeStudent();
    answers['/api/students'] = { status: 404, body: { message: 'El usuario no está registrado como estudiante.' } };
    renderProvider();
    const s = await settled();
    expect(s).toMatchObject({ status: 'authenticated', userType: 'student', isRegisteredStudent: false });
    expect(s.user.studentData).toBeNull();
  });

  it('a student record that cannot be fetched (API unreachable) is offline, not "not registered"', async () => {
    storeStudent();
    answers['/api/students'] = 'network';
    renderProvider();
    const s = await settled();
    expect(s).toMatchObject({ status: 'authenticated', userType: 'student', isOffline: true });
    expect(s.user).toMatchObject({ name: studentProfile.name, studentData: null });
  });

  it('both stored: staff has priority and the student profile is never loaded', async () => {
    storeStaff();
    storeStudent();
    renderProvider();
    expect(await settled()).toMatchObject({ status: 'authenticated', userType: 'staff' });
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/staff/profile']);
  });

  it('an expired staff session is deleted and the student account decides', async () => {
    storeStaff('OLD', Date.now() - 1);
    storeStudent();
    renderProvider();
    expect(await settled()).toMatchObject({ status: 'authenticated', userType: 'student' });
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it('an unparsable staff session is deleted: unauthenticated', async () => {
    localStorage.setItem(STAFF_SESSION_KEY, 'not json');
    renderProvider();
    expect(await settled()).toMatchObject({ status: 'unauthenticated' });
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it('student profile unreachable: signed in with the temporary offline profile', async () => {
    storeStudent();
    answers['/api/auth/student/profile'] = 'network';
    renderProvider();
    const s = await settled();
    expect(s).toMatchObject({ status: 'authenticated', userType: 'student', isOffline: true });
    expect(s.user).toEqual(offlineAna('oid-ana'));
  });

  it('student profile refused (not a network error): not signed in', async () => {
    storeStudent();
    answers['/api/auth/student/profile'] = { status: 500, body: { message: 'x' } };
    renderProvider();
    expect(await settled()).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it("staff profile unreachable: signed in with the stored session's user", async () => {
    storeStaff('STAFF-TOKEN', Date.now() + HOUR, {
      id_user: 5,
      name: 'Jorge',
      email: 'docente@tec.example',
      role: 'teacher',
    });
    answers['/api/auth/staff/profile'] = 'network';
    renderProvider();
    const s = await settled();
    expect(s).toMatchObject({ status: 'authenticated', userType: 'staff', isOffline: true, isAdmin: false });
    expect(s.user).toMatchObject({ type: 'staff', id: 5, name: 'Jorge', role: 'teacher', isActive: true });
  });

  it('a 401 on the staff profile deletes the stored staff session', async () => {
    storeStaff();
    answers['/api/auth/staff/profile'] = { status: 401, body: { message: 'Tu sesión no es válida o ha expirado.' } };
    renderProvider();
    await waitFor(() => expect(state()).toMatchObject({ status: 'unauthenticated' }));
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it("follows a session stored later: the 'staff session changed' event", async () => {
    renderProvider();
    expect(await settled()).toMatchObject({ status: 'unauthenticated' });
    storeStaff();
    act(() => void window.dispatchEvent(new Event(STAFF_SESSION_EVENT)));
    expect(state().userType).toBe('staff'); // at once, not at the next poll
    await waitFor(() => expect(state()).toMatchObject({ status: 'authenticated', userType: 'staff' }));
  });

  it('follows a session stored later without any event, by polling', async () => {
    renderProvider();
    expect(await settled()).toMatchObject({ status: 'unauthenticated' });
    storeStudent();
    await waitFor(() => expect(state()).toMatchObject({ status: 'authenticated', userType: 'student' }), {
      timeout: 1500,
    });
  });

  it('the storage event of another tab signs out here too', async () => {
    storeStaff();
    renderProvider();
    expect(await settled()).toMatchObject({ userType: 'staff' });
    localStorage.removeItem(STAFF_SESSION_KEY);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: STAFF_SESSION_KEY })));
    expect(state().userType).toBeNull(); // at once, not at the next poll
    await waitFor(() => expect(state()).toMatchObject({ status: 'unauthenticated' }));
  });
});
