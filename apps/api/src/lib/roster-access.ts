import { DomainError } from '@portal/domain/errors';
import { teacherOfClass } from '../db/class-teacher.ts';
import type { DbOrTrx } from '../db/tables.ts';
import type { Identity } from './identity.ts';

/**
 * A teacher reads the roster (students, mobility students, downloads) of the classes assigned to
 * them only: any other class answers 403 `notClassTeacher`. Admins and students are left to the
 * caller's own rules; true when the caller is the class's teacher.
 */
export async function assertTeacherOfClass(db: DbOrTrx, identity: Identity, classId: number): Promise<boolean> {
  if (identity.kind !== 'staff' || identity.role !== 'teacher') return false;
  const teacher = await teacherOfClass(db, classId);
  if (teacher === undefined) throw new DomainError('classNotFound');
  if (teacher !== identity.userId) throw new DomainError('notClassTeacher');
  return true;
}
