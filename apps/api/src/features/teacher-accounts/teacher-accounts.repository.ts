import { ROLE_IDS } from '@portal/domain/constants';
import { RELEASED_STATUSES } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';

/** Every teacher account (role teacher with a staff account), by name. */
export async function listTeacherAccounts(db: DbOrTrx) {
  return db
    .selectFrom('staff_accounts as sa')
    .innerJoin('users as u', 'u.id_user', 'sa.id_user')
    .select([
      'u.id_user',
      'u.name',
      'u.paternal_surname',
      'u.maternal_surname',
      'sa.email',
      'sa.is_active',
      'sa.created_at',
      'sa.last_login_at',
    ])
    .where('u.id_role', '=', ROLE_IDS.teacher)
    .orderBy('u.name')
    .orderBy('u.paternal_surname')
    .orderBy('u.id_user')
    .limit(1000)
    .execute();
}

/** The classes (neither rejected nor cancelled) of the given teachers, newest period first. */
export async function classesOfTeachers(db: DbOrTrx, teacherIds: number[]) {
  if (teacherIds.length === 0) return [];
  return db
    .selectFrom('classes as c')
    .innerJoin('subjects as s', 's.id_subject', 'c.id_subject')
    .leftJoin('rooms as r', 'r.id_room', 'c.id_room')
    .select([
      'c.id_class',
      'c.id_teacher',
      'c.status',
      'c.period',
      'c.shift',
      'c.enrolled',
      'c.mobility_enrolled',
      'c.max_students',
      's.name as subject',
      's.clave',
      'r.id_room',
      'r.name as room_name',
      'r.building',
    ])
    .where('c.id_teacher', 'in', teacherIds)
    .where('c.status', 'not in', RELEASED_STATUSES)
    .orderBy('c.period', 'desc')
    .orderBy('s.name')
    .orderBy('c.id_class')
    .execute();
}

/** Is `userId` a teacher account? */
export async function isTeacherAccount(db: DbOrTrx, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff_accounts as sa')
    .innerJoin('users as u', 'u.id_user', 'sa.id_user')
    .select('u.id_user')
    .where('u.id_user', '=', userId)
    .where('u.id_role', '=', ROLE_IDS.teacher)
    .executeTakeFirst();
  return row !== undefined;
}
