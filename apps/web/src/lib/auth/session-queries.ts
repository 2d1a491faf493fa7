import { queryOptions } from '@tanstack/react-query';
import { authKeys, getStaffProfile, getStudentOfUser, getStudentProfile } from '../../api/auth.ts';
import type { Student } from '@portal/domain/schemas';
import type { StudentData } from './types.ts';

/**
 * The queries that tell who is signed in (the AuthProvider reads them; the router starts them before
 * the first render, in parallel with the page's code — app/route-data.ts). Same keys, same cache: the
 * keys and fetchers are the auth resource's (api/auth.ts).
 */
const SESSION_STALE_MS = 5 * 60_000;

export const staffProfileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.staffProfile(token),
    queryFn: getStaffProfile,
    retry: false,
    staleTime: SESSION_STALE_MS,
  });

/** The student's own record as the session keeps it, or null before they register. */
function toStudentData(s: Student | null): StudentData | null {
  return s
    ? {
        id_student: s.id_student,
        id_career: s.id_career,
        control_number: s.control_number,
        phone: s.phone,
        career: s.career,
      }
    : null;
}

/**
 * The profile carries the student's record too: it is filed at once under the record's own key, so knowing
 * who is signed in takes one answer, not two (an API without it is asked for the record separately).
 */
export const studentProfileQueryOptions = (sub: string | null) =>
  queryOptions({
    queryKey: authKeys.studentProfile(sub),
    queryFn: async ({ client }) => {
      const profile = await getStudentProfile();
      if (profile.student !== undefined) {
        client.setQueryData(authKeys.studentRecord(profile.id_user), toStudentData(profile.student));
      }
      return profile;
    },
    retry: false,
    staleTime: SESSION_STALE_MS,
  });

async function fetchStudentData(userId: number): Promise<StudentData | null> {
  return toStudentData(await getStudentOfUser(userId));
}

export const studentDataQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: authKeys.studentRecord(userId),
    queryFn: () => fetchStudentData(userId!),
    retry: false,
    staleTime: SESSION_STALE_MS,
  });
