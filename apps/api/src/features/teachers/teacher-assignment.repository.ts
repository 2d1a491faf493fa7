import { ROLE_IDS } from '@portal/domain/constants';
import type { DbOrTrx } from '../../db/tables.ts';

/**
 * Locks the staff account of an active teacher (a conditional write on its row) for the rest of the
 * transaction, so two assignments of one teacher run one after the other; the teacher's name and
 * email, or undefined when `staffId` is no active teacher.
 */
export async function lockActiveTeacher(trx: DbOrTrx, staffId: number) {
  const locked = await trx
    .updateTable('staff_accounts')
    .set({ is_active: 1 })
    .where('id_user', '=', staffId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) return undefined;
  return trx
    .selectFrom('users')
    .select(['id_user', 'name', 'paternal_surname', 'maternal_surname', 'email'])
    .where('id_user', '=', staffId)
    .where('id_role', '=', ROLE_IDS.teacher)
    .executeTakeFirst();
}

/** Sets the class's teacher while the class is still approved or active; false when it no longer is. */
export async function setClassTeacher(
  trx: DbOrTrx,
  classId: number,
  staffId: number,
  statuses: readonly string[],
  now: string,
) {
  const res = await trx
    .updateTable('classes')
    .set({ id_teacher: staffId, updated_at: now })
    .where('id_class', '=', classId)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
