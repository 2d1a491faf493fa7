import { DomainError } from '@portal/domain/errors';
import { ASSIGNABLE_STATUSES, isAssignable, roomChoice, roomLabel } from '@portal/domain/rules';
import type { ClassRoomBody, ClassRoomResponse, Room, RoomBody } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import { notify } from '../../events/notify.ts';
import type { StaffIdentity } from '../../lib/identity.ts';
import { assignedTimetable, classForAssignment } from '../../db/assigned-timetables.ts';
import { deleteRoom, insertRoom, listRooms, lockRoom, roomInUse, setClassRoom } from './rooms.repository.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { keepCalendar } from '../../lib/period-guard.ts';

export async function rooms(db: Db): Promise<{ data: Room[] }> {
  return { data: await listRooms(db) };
}

/** POST /rooms: a new room; the same name twice in one building → 409. */
export async function createRoom(db: Db, ctx: ServiceContext, body: RoomBody): Promise<Room> {
  const row = await writeTransaction(db, (trx) => insertRoom(trx, body, ctx.now.toISOString()));
  if (row === 'duplicate') throw new DomainError('roomDuplicate');
  return { ...row, classes: 0 };
}

/** DELETE /rooms/{id}: only a room no class has (409 otherwise); the room row is locked first. */
export async function removeRoom(db: Db, roomId: number): Promise<void> {
  await writeTransaction(db, async (trx) => {
    if (!(await lockRoom(trx, roomId))) throw new DomainError('roomNotFound');
    if (await roomInUse(trx, roomId)) throw new DomainError('roomInUse');
    await deleteRoom(trx, roomId);
  });
}

/**
 * PUT /classes/{id}/room (admins). One transaction that first locks the room's row, so two
 * assignments of one room never both pass the clash check: a room used by another class of the
 * period at an overlapping day and time → 409 "… está ocupado por <materia> …"; a room smaller than
 * the class's students (regular and mobility) → 409 asking to confirm, unless `confirmSmall`.
 * Only approved or active classes; one activity record per assignment.
 */
export async function assignRoom(
  db: Db,
  ctx: ServiceContext,
  _admin: StaffIdentity,
  classId: number,
  body: ClassRoomBody,
): Promise<ClassRoomResponse> {
  await keepCalendar(db, classId, ctx.now, 'change', 'admin');
  return writeTransaction(db, async (trx) => {
    const room = await lockRoom(trx, body.roomId);
    const cls = await classForAssignment(trx, classId);
    if (!cls) throw new DomainError('classNotFound');
    if (!room) throw new DomainError('roomNotFound', { statusCode: 400 });
    if (!isAssignable(cls.status)) throw new DomainError('classNotAssignable');
    const choice = roomChoice(room, cls, await assignedTimetable(trx, 'id_room', room.id_room, cls.period, classId));
    if (choice.clash) throw new DomainError('assignmentClash', { message: choice.clash });
    const small = choice.small !== null;
    if (choice.small && body.confirmSmall !== true) throw new DomainError('roomTooSmall', { message: choice.small });
    if (cls.id_room !== room.id_room) {
      if (!(await setClassRoom(trx, classId, room.id_room, ASSIGNABLE_STATUSES, ctx.now.toISOString()))) {
        throw new DomainError('classNotAssignable');
      }
      await recordActivity(trx, ctx, {
        action: 'class.room_assigned',
        classId,
        detail: { before: cls.id_room, after: room.id_room, confirmedSmall: small },
      });
      // Its students hear of it once, with the change; their calendar feeds read the new room.
      await notify(trx, {
        kind: 'class.schedule_changed',
        classId,
        reason: `el salón (ahora ${roomLabel(room.name, room.building)})`,
        now: ctx.now,
      });
    }
    return { id_class: classId, room };
  });
}
