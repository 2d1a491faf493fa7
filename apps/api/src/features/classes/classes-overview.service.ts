import { CLASS_STATUSES } from '@portal/domain/rules';
import type { ClassesOverview } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';
import { classCountsByStatus } from './class-search.repository.ts';

/**
 * GET /classes/overview (admin): the dashboard's four figures for one academic year (all years
 * when none is given), from one aggregate query over every class — not from a first page of them.
 */
export async function classesOverview(db: DbOrTrx, period: number | undefined): Promise<ClassesOverview> {
  const rows = await classCountsByStatus(db, period);
  const byStatus = Object.fromEntries(CLASS_STATUSES.map((s) => [s, 0])) as ClassesOverview['byStatus'];
  let totalClasses = 0;
  let totalEnrolments = 0;
  for (const r of rows) {
    if (r.status in byStatus) byStatus[r.status as keyof typeof byStatus] = r.classes;
    totalClasses += r.classes;
    totalEnrolments += r.enrolments;
  }
  return {
    period: period ?? null,
    totalClasses,
    pendingClasses: byStatus.pendiente,
    activeClasses: byStatus.aprobado,
    totalEnrolments,
    byStatus,
  };
}
