import type { DbOrTrx } from '../db/tables.ts';
import { recordActivity } from '../events/activity.ts';
import { systemContext } from '../lib/service-context.ts';
import { notify } from '../events/notify.ts';
import { findPeriod } from '../db/periods.repository.ts';

/**
 * Enrolment closed: every pending class of the period below its minimum is marked «En riesgo» (once: the
 * conditional UPDATE skips a class already marked) and its students hear it, in the job's transaction.
 */
export async function enrolmentCloseJob(trx: DbOrTrx, year: number, now: Date): Promise<{ atRisk: number[] }> {
  const period = await findPeriod(trx, year);
  if (!period) return { atRisk: [] };
  const marked = await trx
    .updateTable('classes')
    .set({ at_risk_at: now.toISOString() })
    .where('period', '=', year)
    .where('status', '=', 'pendiente')
    .where('at_risk_at', 'is', null)
    .where('enrolled', '<', period.minStudents)
    .returning(['id_class', 'enrolled'])
    .execute();
  for (const cls of marked) {
    const reason = `${cls.enrolled} de ${period.minStudents} inscritos`;
    await recordActivity(trx, systemContext(now), {
      action: 'class.at_risk',
      classId: cls.id_class,
      detail: { period: year, enrolled: cls.enrolled, minStudents: period.minStudents },
    });
    await notify(trx, { kind: 'class.at_risk', classId: cls.id_class, reason, now });
  }
  return { atRisk: marked.map((c) => Number(c.id_class)).sort((a, b) => a - b) };
}
