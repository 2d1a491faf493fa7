import type { UserType } from './types.ts';

/**
 * docs/rules.md ACC-10: a valid stored staff session gives "staff" (staff has priority
 * over a student account), only a student account gives "student", neither gives null.
 */
export function decideUserType(hasStaffSession: boolean, hasStudentAccount: boolean): UserType | null {
  if (hasStaffSession) return 'staff';
  if (hasStudentAccount) return 'student';
  return null;
}
