/** The combined current user (docs/rules.md ACC-10). */
export type UserType = 'student' | 'staff';

export interface StudentData {
  id_student: number;
  id_career: number;
  control_number: string;
  phone: string;
  /** The career's name. */
  career: string | null;
}

export interface StudentUser {
  type: 'student';
  id_user: number;
  name: string;
  paternal_surname: string;
  maternal_surname: string;
  email: string;
  oid: string;
  /** Null while the student has not registered a student profile. */
  studentData: StudentData | null;
}

export type StaffRole = 'admin' | 'teacher' | 'finanzas';

export interface StaffUser {
  type: 'staff';
  id: number;
  name: string;
  /** The surnames, when the API gave them (older stored sessions may lack them). */
  paternal_surname?: string;
  maternal_surname?: string;
  email: string;
  role: StaffRole;
  isActive: boolean;
}

export type CurrentUser = StudentUser | StaffUser;

/** What the browser keeps under `staff_session` (docs/rules.md SES-4). */
export interface StaffSession {
  token: string;
  user: {
    id_user?: number;
    id?: number;
    name: string;
    paternal_surname?: string;
    maternal_surname?: string;
    email: string;
    role: unknown;
    isActive?: boolean;
  };
  /** Millisecond timestamp. */
  expiresAt: number;
}

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  userType: UserType | null;
  user: CurrentUser | null;
  /** A student shown with the temporary offline profile (id_user 0) because the API is unreachable. */
  isOffline: boolean;
  isAdmin: boolean;
  /** A student with a registered student profile. */
  isRegisteredStudent: boolean;
  /**
   * While a stored student sign-in is being checked (status 'loading'): the name its token carries, which the
   * browser already holds, so a page may paint its header before the profile answers. Null (or absent)
   * otherwise; it is never data from the server and admits no one (the guards decide on `status`).
   */
  pendingStudentName?: string | null;
  /** Opens the institutional sign-in popup; resolves `false` when the student closed it without signing in. */
  loginStudent: () => Promise<boolean>;
  /** Staff sign-in with email and password; resolves to the signed-in staff user. */
  loginStaff: (email: string, password: string) => Promise<StaffUser>;
  /**
   * Student: popup sign-out; staff: clears the stored session. Does not navigate. Resolves `false`
   * when the student stays signed in (closed the popup or answered no), `true` otherwise.
   */
  logout: () => Promise<boolean>;
  /** Reloads the current user's profile (after registering or editing it). */
  refresh: () => Promise<void>;
}
