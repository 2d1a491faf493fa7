import type { StoredStudentAccount } from './student-session.ts';
import type { StudentUser } from './types.ts';

/**
 * The temporary student profile of docs/rules.md ACC-10, used when the student profile cannot be loaded because
 * the API is unreachable: id_user 0, name defaulting to 'Usuario', the email from the account's
 * username, empty surnames, and the oid of the local account.
 */
export function offlineStudentUser(account: StoredStudentAccount): StudentUser {
  const p = account.profile;
  return {
    type: 'student',
    id_user: 0,
    name: p.name?.trim() || 'Usuario',
    paternal_surname: '',
    maternal_surname: '',
    email: p.preferred_username ?? p.email ?? '',
    oid: p.oid ?? p.sub,
    studentData: null,
  };
}
