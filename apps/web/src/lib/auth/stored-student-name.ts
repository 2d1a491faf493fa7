import type { AuthSnapshot } from './auth-snapshot.ts';
import { decideUserType } from './user-type.ts';

/**
 * The name the stored student sign-in carries (its token's `name` claim), when that sign-in is the one that
 * counts (no staff session: docs/rules.md ACC-10); null otherwise or when the token has none. Only what the
 * browser already holds: it says who the stored sign-in claims to be, not that the server agrees. Light on
 * purpose (no API client): the shell of /my-courses runs it before the app's code (src/stored-name.ts).
 */
export function storedStudentName(snapshot: Pick<AuthSnapshot, 'staff' | 'student'>): string | null {
  if (decideUserType(snapshot.staff !== null, snapshot.student !== null) !== 'student') return null;
  return snapshot.student?.profile.name?.trim() || null;
}
