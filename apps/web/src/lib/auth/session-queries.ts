import { queryOptions } from '@tanstack/react-query';
import type { StaffUserResponse, StudentProfile } from '@portal/domain/schemas';
import { api, ApiError } from '../api-client.ts';
import type { StudentData } from './types.ts';

/**
 * The queries that tell who is signed in (the AuthProvider reads them; the router starts them before
 * the first render, in parallel with the page's code — app/route-data.ts). Same keys, same cache.
 */
const SESSION_STALE_MS = 5 * 60_000;

export const staffProfileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'staff-profile', token],
    queryFn: () => api.get<StaffUserResponse>('/auth/staff/profile'),
    retry: false,
    staleTime: SESSION_STALE_MS,
  });

export const studentProfileQueryOptions = (sub: string | null) =>
  queryOptions({
    queryKey: ['auth', 'student-profile', sub],
    queryFn: () => api.get<StudentProfile>('/auth/student/profile'),
    retry: false,
    staleTime: SESSION_STALE_MS,
  });

interface StudentRecord {
  id_student: number;
  id_user: number;
  id_career: number;
  control_number: string;
  phone: string;
  career: string | null;
}

async function fetchStudentData(userId: number): Promise<StudentData | null> {
  try {
    const s = await api.get<StudentRecord>('/students', { userId });
    return {
      id_student: s.id_student,
      id_career: s.id_career,
      control_number: s.control_number,
      phone: s.phone,
      career: s.career,
    };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const studentDataQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: ['auth', 'student-data', userId],
    queryFn: () => fetchStudentData(userId!),
    retry: false,
    staleTime: SESSION_STALE_MS,
  });
