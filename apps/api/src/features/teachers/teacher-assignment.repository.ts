import { ROLE_IDS } from '@portal/domain/constants';
import { RELEASED_STATUSES, type HeldClass } from '@portal/domain/rules';
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

export async function classStatusAndTeacher(trx: DbOrTrx, classId: number) {
  return trx.selectFrom('classes').select(['status', 'id_teacher']).where('id_class', '=', classId).executeTakeFirst();
}

/** The classes `staffId` teaches in `period` (neither rejected nor cancelled), other than `exceptClassId`. */
export async function teacherTimetable(
  trx: DbOrTrx,
  staffId: number,
  period: number,
  exceptClassId: number,
): Promise<HeldClass[]> {
  const rows = await trx
    .selectFrom('classes as c')
    .innerJoin('subjects as s', 's.id_subject', 'c.id_subject')
    .innerJoin('class_schedules as cs', 'cs.id_class', 'c.id_class')
    .innerJoin('weekdays as w', 'w.id', 'cs.id_day')
    .select(['c.id_class', 's.name as subject', 'w.name as day', 'cs.start_time', 'cs.end_time'])
    .where('c.id_teacher', '=', staffId)
    .where('c.period', '=', period)
    .where('c.id_class', '<>', exceptClassId)
    .where('c.status', 'not in', RELEASED_STATUSES)
    .orderBy('c.id_class')
    .orderBy('cs.id_day')
    .execute();
  const byClass = new Map<number, HeldClass & { Schedules: HeldClass['Schedules'][number][] }>();
  for (const r of rows) {
    let held = byClass.get(r.id_class);
    if (!held) {
      held = { id_class: r.id_class, period, Subjects: { name: r.subject }, Schedules: [] };
      byClass.set(r.id_class, held);
    }
    held.Schedules.push({ Days: { name: r.day }, start_time: r.start_time, end_time: r.end_time });
  }
  return [...byClass.values()];
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
