import type { StaffRole } from './types.ts';

/**
 * Staff role mapping of docs/rules.md ACC-7: admin when the role — an object (name or id_role), a string or a
 * number — is "admin" or 1; "finanzas" or 4 is Recursos Financieros; anything else is a teacher.
 */
export function mapStaffRole(role: unknown): StaffRole {
  const isFinance = (v: unknown) => (typeof v === 'string' && v.trim().toLowerCase() === 'finanzas') || v === 4;
  if (role !== null && typeof role === 'object') {
    const r = role as { name?: unknown; id_role?: unknown };
    if (isFinance(r.name) || isFinance(r.id_role)) return 'finanzas';
  } else if (isFinance(role)) return 'finanzas';
  const isAdminValue = (v: unknown) =>
    (typeof v === 'string' && (v.trim().toLowerCase() === 'admin' || v.trim() === '1')) || v === 1;
  if (role !== null && typeof role === 'object') {
    const r = role as { name?: unknown; id_role?: unknown; id?: unknown };
    return isAdminValue(r.name) || isAdminValue(r.id_role) || isAdminValue(r.id) ? 'admin' : 'teacher';
  }
  return isAdminValue(role) ? 'admin' : 'teacher';
}

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrador',
  teacher: 'Maestro',
  finanzas: 'Recursos Financieros',
};
