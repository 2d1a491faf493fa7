import type { AuthConfig, StaffLoginResponse, StaffUserResponse, StudentProfile } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { getStudentOfUser } from './students.ts';

/** Sign-in: the staff session, the student's profile and the sign-in settings. Read by lib/auth. */
export const authKeys = {
  all: ['auth'] as const,
  /** GET /auth/staff/profile for one staff token (StaffUserResponse). */
  staffProfile: (token: string | null) => ['auth', 'staff-profile', token] as const,
  /** GET /auth/student/profile for one signed-in student (StudentProfile). */
  studentProfile: (sub: string | null) => ['auth', 'student-profile', sub] as const,
  /** The signed-in student's own record, null before they register (Student | null). */
  studentRecord: (userId: number | null) => ['auth', 'student-record', userId] as const,
};

export const getStaffProfile = () => api.get<StaffUserResponse>('/auth/staff/profile');
export const getStudentProfile = () => api.get<StudentProfile>('/auth/student/profile');
export { getStudentOfUser };

/** POST /auth/staff/login (no token): the staff session's token and user. */
export const staffLogin = (email: string, password: string) =>
  api.post<StaffLoginResponse>('/auth/staff/login', { email, password }, { auth: 'none' });

/** POST /auth/staff/logout: the server revokes the token. */
export const staffLogout = () => api.post<null>('/auth/staff/logout');

/** GET /auth/config (no token): the sign-in settings, for the Vite dev server whose page does not carry them. */
export async function getAuthConfig(): Promise<AuthConfig> {
  try {
    return await api.get<AuthConfig>('/auth/config', undefined, { auth: 'none' });
  } catch {
    throw new Error('No se pudo obtener la configuración del inicio de sesión.');
  }
}
