import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { overviewQueryOptions, studentClassesQueryOptions } from '../api/classes.ts';
import { getMyClasses, myClassesQueryOptions } from '../api/enrolments.ts';
import { notificationsQueryOptions } from '../api/notifications.ts';
import { getMyWaitlists, myWaitlistsQueryOptions } from '../api/waitlist.ts';
import { readAuthSnapshot } from '../lib/auth/auth-snapshot.ts';
import {
  staffProfileQueryOptions,
  studentDataQueryOptions,
  studentProfileQueryOptions,
} from '../lib/auth/session-queries.ts';
import { decideUserType } from '../lib/auth/user-type.ts';
import { EMPTY_FILTERS, toClassesQuery } from '../features/classes/class-filters.ts';

const ignore = () => undefined;

/**
 * The first requests of a signed-in page, started before React renders and in parallel with the
 * page's code (docs/decisions/013-signed-in-first-paint.md): who is signed in (the same queries, keys
 * and cache the AuthProvider reads) and the data the page shows first. Resolves once who is signed in
 * is known — the page's own data keeps arriving — and never rejects: a failed request is the
 * screen's to show, as it would have been.
 */
export async function prefetchRouteData(pathname: string, client: QueryClient): Promise<void> {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const studentPage = path === paths.classes || path === paths.myCourses;
  // The class list is public: it does not wait for the session.
  if (path === paths.classes) {
    client.prefetchQuery(studentClassesQueryOptions(1, toClassesQuery(EMPTY_FILTERS))).catch(ignore);
  }
  const snapshot = readAuthSnapshot();
  const type = decideUserType(snapshot.staff !== null, snapshot.student !== null);
  if (type === 'staff' && snapshot.staff) {
    // The sidebar's pending badge and the overview share one request; only an admin may ask.
    if (path === paths.adminDashboard && snapshot.staff.user.role === 'admin') {
      client.prefetchQuery(overviewQueryOptions(null)).catch(ignore);
    }
    await client.prefetchQuery(staffProfileQueryOptions(snapshot.staff.token));
    return;
  }
  if (type !== 'student' || !snapshot.student) return;
  // The student's own lists need only their token: asked now, with the profile, rather than two answers
  // later; they are filed under the student's id (the cache key the pages read) once it is known.
  const mine = studentPage ? myLists() : null;
  const profile = await client.fetchQuery(studentProfileQueryOptions(snapshot.student.profile.sub)).catch(ignore);
  if (!profile) return;
  // The bell of the student pages.
  if (studentPage) client.prefetchQuery(notificationsQueryOptions()).catch(ignore);
  const student = await client.fetchQuery(studentDataQueryOptions(profile.id_user)).catch(ignore);
  if (student && mine) {
    client.prefetchQuery({ ...myClassesQueryOptions(student.id_student), queryFn: () => mine.classes }).catch(ignore);
    client
      .prefetchQuery({ ...myWaitlistsQueryOptions(student.id_student), queryFn: () => mine.waitlists })
      .catch(ignore);
  }
}

/** GET /classes/student and /classes/student/waitlists, started at once (their failures are the pages' to show). */
function myLists() {
  const lists = {
    classes: getMyClasses(),
    waitlists: getMyWaitlists(),
  };
  // Not unhandled while the profile is still on its way; the query that files them sees the failure.
  lists.classes.catch(ignore);
  lists.waitlists.catch(ignore);
  return lists;
}
