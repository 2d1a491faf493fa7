import type { StaffUser, StudentUser } from '../lib/auth/types.ts';

/** The signed-in administrator of the screen tests (pass it to `authAs`). */
export const admin: StaffUser = {
  type: 'staff',
  id: 1,
  name: 'Admin',
  email: 'admin@tec.example',
  role: 'admin',
  isActive: true,
};

/**
 * The temporary offline profile of Ana López (alumno1@tec.example) with local account id `oid`, as the
 * sign-in builds it when the student profile cannot be reached (docs/rules.md ACC-10).
 */
export const offlineAna = (oid: string): StudentUser => ({
  type: 'student',
  id_user: 0,
  name: 'Ana López',
  paternal_surname: '',
  maternal_surname: '',
  email: 'alumno1@tec.example',
  oid,
  studentData: null,
});
