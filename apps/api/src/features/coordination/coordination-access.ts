import { DomainError } from '@portal/domain/errors';
import type { Identity } from '../../lib/identity.ts';

/**
 * Who takes attendance and reports progress: the class's assigned teacher and administrators
 * (docs/rules.md COO-1). An unknown class: 404; anyone else: 403.
 */
export function assertClassTeacherOrAdmin(identity: Identity, cls: { id_teacher: number | null } | undefined) {
  if (!cls) throw new DomainError('classNotFound');
  if (identity.kind === 'staff' && (identity.role === 'admin' || cls.id_teacher === identity.userId)) return;
  throw new DomainError('notCoordinationTeacher');
}

/** Attendance and progress are written only while the class runs (`active`). */
export function assertRunning(cls: { status: string }) {
  if (cls.status !== 'active') throw new DomainError('coordinationNotStarted');
}
