import type { DbOrTrx } from '../db/tables.ts';
import { claimInterestNotices } from './interest-notices.repository.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { notify } from './notify.ts';

/**
 * Tells the students who marked «Me interesa» in a class's subject that summer that the class was proposed
 * or approved, in the transaction of that change: once per student and class (docs/rules.md DEM-3). The
 * students already in the class (its proposer) hear nothing of it.
 */
export async function noticeInterested(
  trx: DbOrTrx,
  ctx: ServiceContext,
  args: { classId: number; event: 'proposed' | 'approved' },
): Promise<number> {
  const cls = await trx
    .selectFrom('classes')
    .select(['id_subject', 'period'])
    .where('id_class', '=', args.classId)
    .executeTakeFirst();
  if (!cls) return 0;
  const studentIds = await claimInterestNotices(trx, {
    classId: args.classId,
    subjectId: cls.id_subject,
    period: cls.period,
    at: ctx.now.toISOString(),
  });
  if (studentIds.length === 0) return 0;
  return notify(trx, {
    kind: args.event === 'proposed' ? 'interest.class_proposed' : 'interest.class_approved',
    classId: args.classId,
    studentIds,
    now: ctx.now,
  });
}
