import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/tables.ts';

export async function insertClass(
  trx: DbOrTrx,
  values: {
    subjectId: number;
    period: number;
    shift: string;
    description: string | null;
    whatsappLink: string | null;
    maxStudents: number;
    createdBy: number;
    now: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('classes')
    .values({
      id_subject: values.subjectId,
      status: 'pendiente',
      period: values.period,
      shift: values.shift,
      description: values.description,
      image: null,
      whatsapp_link: values.whatsappLink,
      max_students: values.maxStudents,
      enrolled: 0,
      created_by: values.createdBy,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id_class')
    .executeTakeFirstOrThrow();
  return row.id_class;
}

export async function insertSchedules(
  trx: DbOrTrx,
  classId: number,
  schedule: readonly { dayId: number; startTime: string; endTime: string }[],
): Promise<void> {
  if (schedule.length === 0) return;
  await trx
    .insertInto('class_schedules')
    .values(schedule.map((s) => ({ id_class: classId, id_day: s.dayId, start_time: s.startTime, end_time: s.endTime })))
    .execute();
}

export async function setWhatsappLink(trx: DbOrTrx, classId: number, link: string, now: string): Promise<boolean> {
  const row = await trx
    .updateTable('classes')
    .set({ whatsapp_link: link, updated_at: now })
    .where('id_class', '=', classId)
    .returning('id_class')
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the link only if `studentId` leads the class, in the same statement; false otherwise. */
export async function setWhatsappLinkAsLeader(
  db: DbOrTrx,
  classId: number,
  studentId: number,
  link: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .updateTable('classes')
    .set({ whatsapp_link: link, updated_at: now })
    .where('id_class', '=', classId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('student_classes')
          .select(sql`1`.as('one'))
          .whereRef('student_classes.id_class', '=', 'classes.id_class')
          .where('student_classes.id_student', '=', studentId)
          .where('student_classes.group_leader', '=', 1),
      ),
    )
    .returning('id_class')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertStatusHistory(
  trx: DbOrTrx,
  entry: { classId: number; from: string; to: string; comment: string | null; changedBy: number; now: string },
): Promise<void> {
  await trx
    .insertInto('class_status_history')
    .values({
      id_class: entry.classId,
      from_status: entry.from,
      to_status: entry.to,
      comment: entry.comment,
      changed_by: entry.changedBy,
      changed_at: entry.now,
    })
    .execute();
}
