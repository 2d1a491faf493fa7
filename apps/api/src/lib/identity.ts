/** Who is calling, as established from a verified token; never from a request body. */
export type Identity = StaffIdentity | StudentIdentity;

export interface StaffIdentity {
  kind: 'staff';
  userId: number;
  role: 'admin' | 'teacher' | 'finanzas';
  email: string;
  name: string;
  /** The token this request came with (its id and expiry, epoch ms), for sign-out; absent in tests' fakes. */
  session?: { tokenId: string; expiresAt: number };
}

export interface StudentIdentity {
  kind: 'student';
  userId: number;
  oid: string;
  email: string;
  name: string;
  /** The student record (profile) of this user, or null while not registered. */
  studentId: number | null;
}

/**
 * Who may call a route. Every /api route declares one in `config.auth`; the auth plugin
 * refuses to register a route without it.
 * - public: nobody is asked for anything (a token, if sent, is ignored);
 * - optional: anonymous allowed, a sent token must be valid and identifies the caller;
 * - student: any signed-in student (registered or not);
 * - registered-student: a student with a student profile;
 * - authenticated: any signed-in student or staff member;
 * - staff: admin or teacher; admin: administrators only;
 * - finance: Recursos Financieros or an administrator.
 */
export type AuthPolicy =
  'public' | 'optional' | 'student' | 'registered-student' | 'authenticated' | 'staff' | 'admin' | 'finance';

export function isAdmin(identity: Identity | null): identity is StaffIdentity {
  return identity?.kind === 'staff' && identity.role === 'admin';
}

/** Recursos Financieros, or an administrator (who may do whatever finance does). */
export function isFinance(identity: Identity | null): identity is StaffIdentity {
  return identity?.kind === 'staff' && (identity.role === 'finanzas' || identity.role === 'admin');
}
