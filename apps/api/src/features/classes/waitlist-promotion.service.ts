import type { DbOrTrx } from '../../db/tables.ts';
import { recordActivity } from '../../events/activity.ts';
import { notify } from '../../events/notify.ts';
import { asSystem, type ServiceContext } from '../../lib/service-context.ts';
import { enrolInTransaction } from './enrolment-path.ts';
import { waitingStudents } from './waitlist.repository.ts';

/** One student moved from a class's waitlist into it. */
export interface Promotion {
  classId: number;
  studentId: number;
  groupLeader: boolean;
}

/**
 * THE place where a waitlist promotion happens (docs/rules.md, «Lista de espera»). Called inside the
 * transaction that freed a seat — a withdrawal, an admin's removal, a release that made a waiting
 * student eligible again, a larger cap. Each waiting student, first in line first, goes through the
 * one enrolment path (enrolment-path.ts) as a student would: while the class is pending and has a free
 * seat, the first who qualifies (under the 2-class limit, no clash with their counting classes) is
 * enrolled, loses their entry, and the enrolment is marked as promoted (what "Mis Cursos" shows).
 * Students who do not qualify keep their turn and are skipped; a closed or full class ends the walk.
 * Each promotion is recorded — by the system, as no one chose this student, under the request that
 * freed the seat — and the student is told (notification and mail), in the same transaction.
 */
export async function promoteFromWaitlist(trx: DbOrTrx, ctx: ServiceContext, classId: number): Promise<Promotion[]> {
  const promoted: Promotion[] = [];
  for (const studentId of await waitingStudents(trx, classId)) {
    const outcome = await enrolInTransaction(trx, ctx, { classId, studentId, way: 'promotion' });
    if (!outcome.ok) {
      const block = outcome.refusal?.block;
      if (block === undefined || block === 'closed' || block === 'full') break;
      continue;
    }
    const promotion = { classId, studentId, groupLeader: outcome.group_leader };
    promoted.push(promotion);
    await onPromoted(trx, asSystem(ctx), promotion);
  }
  return promoted;
}

async function onPromoted(trx: DbOrTrx, ctx: ServiceContext, promotion: Promotion): Promise<void> {
  const { classId, studentId } = promotion;
  await recordActivity(trx, ctx, {
    action: 'enrolment.promoted',
    classId,
    studentId,
    detail: { groupLeader: promotion.groupLeader },
  });
  await notify(trx, { kind: 'enrolment.promoted', classId, studentIds: [studentId], now: ctx.now });
}
