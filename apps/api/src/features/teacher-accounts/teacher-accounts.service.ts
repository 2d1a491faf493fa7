import { DomainError } from '@portal/domain/errors';
import { fullName } from '@portal/domain/rules';
import type { MyTeacherClass, TeacherAccount } from '@portal/domain/schemas';
import { setStaffActive } from '../../db/staff-activation.ts';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import type { StaffIdentity } from '../../lib/identity.ts';
import { schedulesOfClasses, toScheduleEntry } from '../../db/class-schedules.repository.ts';
import { classesOfTeachers, isTeacherAccount, listTeacherAccounts } from './teacher-accounts.repository.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/** GET /teachers (admins): every teacher account with its classes (neither rejected nor cancelled). */
export async function listTeachers(db: Db): Promise<{ data: TeacherAccount[] }> {
  const teachers = await listTeacherAccounts(db);
  const classes = await classesOfTeachers(
    db,
    teachers.map((t) => t.id_user),
  );
  return {
    data: teachers.map((t) => ({
      id_user: t.id_user,
      name: fullName(t),
      email: t.email,
      is_active: t.is_active === 1,
      created_at: t.created_at,
      last_login_at: t.last_login_at,
      classes: classes
        .filter((c) => c.id_teacher === t.id_user)
        .map((c) => ({ id_class: c.id_class, subject: c.subject, clave: c.clave, period: c.period, status: c.status })),
    })),
  };
}

/**
 * PATCH /teachers/{id} (admins): deactivates or reactivates a teacher account. Deactivating moves
 * the account's `tokens_valid_from` to now (decision 012), so every session it has ends at once and
 * it cannot sign in; reactivating lets it sign in again, its old tokens stay refused.
 */
export async function setTeacherActive(
  db: Db,
  ctx: ServiceContext,
  _admin: StaffIdentity,
  userId: number,
  active: boolean,
): Promise<TeacherAccount> {
  await writeTransaction(db, async (trx) => {
    if (!(await isTeacherAccount(trx, userId))) throw new DomainError('notTeacherAccount');
    await setStaffActive(trx, userId, active, ctx.now.getTime());
    await recordActivity(trx, ctx, {
      action: active ? 'staff.reactivated' : 'staff.deactivated',
      detail: { account: userId },
    });
  });
  const { data } = await listTeachers(db);
  return data.find((t) => t.id_user === userId)!;
}

/** GET /teachers/me/classes: "Mis Clases", the classes assigned to the calling teacher. */
export async function myClasses(db: Db, teacher: StaffIdentity): Promise<{ data: MyTeacherClass[] }> {
  const classes = await classesOfTeachers(db, [teacher.userId]);
  const schedules = await schedulesOfClasses(
    db,
    classes.map((c) => c.id_class),
  );
  return {
    data: classes.map((c) => ({
      id_class: c.id_class,
      subject: c.subject,
      clave: c.clave,
      period: c.period,
      status: c.status,
      shift: c.shift,
      enrolled: c.enrolled,
      mobility_enrolled: c.mobility_enrolled,
      max_students: c.max_students,
      room: c.id_room === null ? null : { id_room: c.id_room, name: c.room_name!, building: c.building! },
      Schedules: schedules.filter((s) => s.id_class === c.id_class).map(toScheduleEntry),
    })),
  };
}
