import { cancunDayStart, roomLabel, scheduleText } from '@portal/domain/rules';
import type { DbOrTrx } from '../db/tables.ts';
import { findPeriod } from '../db/periods.repository.ts';
import { schedulesOfClasses, toScheduleEntry } from '../db/class-schedules.repository.ts';
import { recordActivity } from '../events/activity.ts';
import { notify } from '../events/notify.ts';
import { systemContext } from '../lib/service-context.ts';

/**
 * The day before classes start: the students of every confirmed class of the period (approved or running)
 * hear that it starts tomorrow, with its schedule, room and WhatsApp group. The job is claimed once, so each
 * student is told once; a server that was down until classes had started sends nothing (it would be late).
 */
export async function classesStartReminderJob(trx: DbOrTrx, year: number, now: Date) {
  const period = await findPeriod(trx, year);
  if (!period || now.getTime() >= cancunDayStart(period.classesStart).getTime()) return { reminded: [] };
  const classes = await trx
    .selectFrom('classes as c')
    .leftJoin('rooms as r', 'r.id_room', 'c.id_room')
    .select(['c.id_class', 'c.whatsapp_link', 'r.name as room_name', 'r.building as room_building'])
    .where('c.period', '=', year)
    .where('c.status', 'in', ['aprobado', 'active'])
    .orderBy('c.id_class')
    .execute();
  const schedules = await schedulesOfClasses(
    trx,
    classes.map((c) => c.id_class),
  );
  const ctx = systemContext(now);
  for (const cls of classes) {
    const slots = schedules.filter((s) => s.id_class === cls.id_class).map(toScheduleEntry);
    const parts = [
      `Horario: ${scheduleText(slots)}.`,
      cls.room_name ? `Salón: ${roomLabel(cls.room_name, cls.room_building ?? '')}.` : 'Salón: por asignar.',
      cls.whatsapp_link ? `Grupo de WhatsApp: ${cls.whatsapp_link}` : null,
    ].filter(Boolean);
    await recordActivity(trx, ctx, { action: 'class.start_reminded', classId: cls.id_class, detail: { period: year } });
    await notify(trx, { kind: 'class.starts_tomorrow', classId: cls.id_class, reason: parts.join(' '), now });
  }
  return { reminded: classes.map((c) => c.id_class) };
}
