import { DomainError } from '@portal/domain/errors';
import { isAssignable, roomChoice, teacherChoice } from '@portal/domain/rules';
import type { AssignmentOptions } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { assignedTimetables, classForAssignment } from '../../db/assigned-timetables.ts';
import { listRooms } from './rooms.repository.ts';

/**
 * GET /classes/{id}/assignment-options (admins): for an approved or active class, what every room and every
 * busy teacher would meet if chosen — the clash that refuses it, the capacity that asks to confirm — through
 * the very rules PUT /classes/{id}/room and /teacher apply, so the pickers say it before anything is sent.
 * A read: the assignment itself still checks under its lock.
 */
export async function assignmentOptions(db: Db, classId: number): Promise<AssignmentOptions> {
  const cls = await classForAssignment(db, classId);
  if (!cls) throw new DomainError('classNotFound');
  if (!isAssignable(cls.status)) throw new DomainError('classNotAssignable');
  const [rooms, roomTimetables, teacherTimetables] = await Promise.all([
    listRooms(db),
    assignedTimetables(db, 'id_room', cls.period, classId),
    assignedTimetables(db, 'id_teacher', cls.period, classId),
  ]);
  const teachers: AssignmentOptions['teachers'] = [];
  for (const [id_user, held] of teacherTimetables) {
    const { clash } = teacherChoice(cls, held);
    if (clash) teachers.push({ id_user, clash });
  }
  return {
    id_class: classId,
    students: cls.students,
    rooms: rooms.map((room) => ({
      id_room: room.id_room,
      ...roomChoice(room, cls, roomTimetables.get(room.id_room) ?? []),
    })),
    teachers,
  };
}
