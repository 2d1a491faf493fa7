import { authConfigSync } from './auth-config.ts';
import { readStaffSession } from './staff-session.ts';
import { readStudentAccount, type StoredStudentAccount } from './student-session.ts';
import type { StaffSession } from './types.ts';
import { decideUserType } from './user-type.ts';

/** What browser storage says about who is signed in, right now. */
export interface AuthSnapshot {
  staff: StaffSession | null;
  student: StoredStudentAccount | null;
  /** Changes whenever either session changes (new token, sign-out, expiry). */
  key: string;
}

export function readAuthSnapshot(now = Date.now()): AuthSnapshot {
  const staff = readStaffSession(localStorage, now);
  const student = readStudentAccount(authConfigSync(), localStorage, now);
  return { staff, student, key: `${staff?.token ?? ''}|${student?.access_token ?? ''}` };
}

/** The tokens the API client may send (docs/rules.md R8 chooses between them per path). */
export function currentTokens(): { staff: string | null; student: string | null } {
  const s = readAuthSnapshot();
  return { staff: s.staff?.token ?? null, student: s.student?.access_token ?? null };
}

/**
 * The name the stored student sign-in carries (its token's `name` claim), when that sign-in is the one that
 * counts (no staff session: docs/rules.md R15); null otherwise or when the token has none. Only what the
 * browser already holds: it says who the stored sign-in claims to be, not that the server agrees.
 */
export function storedStudentName(snapshot: AuthSnapshot): string | null {
  if (decideUserType(snapshot.staff !== null, snapshot.student !== null) !== 'student') return null;
  return snapshot.student?.profile.name?.trim() || null;
}
