import type { StaffUser } from '../lib/auth/types.ts';

/** The signed-in administrator of the screen tests (pass it to `authAs`). */
export const admin: StaffUser = {
  type: 'staff',
  id: 1,
  name: 'Admin',
  email: 'admin@tec.example',
  role: 'admin',
  isActive: true,
};
