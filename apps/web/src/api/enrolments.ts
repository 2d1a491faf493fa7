import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@portal/domain/constants';
import { countingClasses, ofSummer } from '@portal/domain/rules';
import type { ClassmatesResponse, EnrollBody, EnrolmentResult, StudentClass } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';
import { classKeys } from './classes.ts';

/**
 * Enrolments: who is in which class. The keys live under ['classes'] so that any change to a class
 * (a review, a cancellation) refreshes them too; each names its view.
 */
export const enrolmentKeys = {
  /** GET /classes/{id}/students: the students of one class, the group leader first (ClassmatesResponse). */
  classStudents: (classId: number) => [...classKeys.all, 'students', classId] as const,
  /** GET /classes/student: the signed-in student's own classes (StudentClass[]). */
  mine: (studentId: number | null) => [...classKeys.all, 'mine', studentId] as const,
};

/**
 * GET /classes/{id}/students, page 1 of 100. Only the class's own students and staff may read it; the
 * classmates page of a student and an admin's class roster share it (and its cache).
 */
export const classStudentsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: enrolmentKeys.classStudents(classId),
    queryFn: ({ signal }) =>
      api.get<ClassmatesResponse>(
        `/classes/${classId}/students`,
        { page: 1, pagesize: PAGE_SIZES.classStudents },
        { signal },
      ),
  });

export const useClassStudents = (classId: number) => useQuery(classStudentsQueryOptions(classId));

/**
 * GET /classes/student: the signed-in student's classes — enrolled or proposed — with subject, schedule,
 * status, whether they lead it and its latest review. Read by the enrolment limit, the create-class
 * access and "Mis Cursos".
 */
export const getMyClasses = (signal?: AbortSignal) =>
  api.get<StudentClass[]>('/classes/student', undefined, { signal });

export const myClassesQueryOptions = (studentId: number | null | undefined) =>
  queryOptions({
    queryKey: enrolmentKeys.mine(studentId ?? null),
    queryFn: ({ signal }) => getMyClasses(signal),
    enabled: typeof studentId === 'number' && studentId > 0,
  });

export const useMyClasses = (studentId: number | null | undefined) => useQuery(myClassesQueryOptions(studentId));

/**
 * The classes that count toward the 2-class limit: those neither rejected nor cancelled (the rest is
 * history) — of summer `period` when one is given (the limit is per summer), of every summer otherwise.
 */
export const countingOf = (classes: readonly StudentClass[] | undefined, period?: number | null) =>
  ofSummer(countingClasses(classes ?? []), period);

/**
 * POST /classes/enrollStudent. A student sends their own record (the server takes them from the token
 * anyway); an admin sends the chosen student.
 */
export const enrol = (body: EnrollBody) => api.post<EnrolmentResult>('/classes/enrollStudent', body);

/** Enrols; the class lists and the student's own classes change either way (a refusal may mean it filled up). */
export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrol,
    onSettled: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}

/** DELETE /classes/{id}/enrollment: the signed-in student leaves a pending class. */
export const withdraw = (classId: number) => api.delete<void>(`/classes/${classId}/enrollment`);

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}
