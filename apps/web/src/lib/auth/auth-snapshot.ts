import { authConfigSync } from './auth-config.ts';
import { readStaffSession } from './staff-session.ts';
import { readStudentAccount, type StoredStudentAccount } from './student-session.ts';
import type { StaffSession } from './types.ts';

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

/** The tokens the API client may send (docs/rules.md ACC-8 chooses between them per path). */
export function currentTokens(): { staff: string | null; student: string | null } {
  const s = readAuthSnapshot();
  return { staff: s.staff?.token ?? null, student: s.student?.access_token ?? null };
}
