import type { StaffUserResponse } from '@portal/domain/schemas';
import { mapStaffRole } from './staff-role.ts';
import type { StaffSession, StaffUser } from './types.ts';

/** The staff user of the combined current user (docs/architecture.md, Sign-in and sessions) from the API's answer or the stored session. */
export function toStaffUser(u: StaffUserResponse | StaffSession['user']): StaffUser {
  return {
    type: 'staff',
    id: u.id ?? u.id_user ?? 0,
    name: u.name,
    paternal_surname: u.paternal_surname,
    maternal_surname: u.maternal_surname,
    email: u.email,
    role: mapStaffRole(u.role),
    isActive: u.isActive ?? true,
  };
}
