import type { ServiceContext } from '../../lib/service-context.ts';
import type { DbOrTrx } from '../../db/tables.ts';

/** The status history of classes (`class_status_history`): every change, who made it and why. */

/** Status changes of the given classes, oldest first, with who made them. */
export async function statusHistoryOf(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_status_history as h')
    .leftJoin('users', 'users.id_user', 'h.changed_by')
    .select([
      'h.id',
      'h.id_class',
      'h.from_status',
      'h.to_status',
      'h.comment',
      'h.changed_at',
      'users.id_user',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
    ])
    .where('h.id_class', 'in', classIds)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute();
}

export type StatusHistoryRow = Awaited<ReturnType<typeof statusHistoryOf>>[number];

/** One status change, by the context's actor at its instant. */
export async function insertStatusHistory(
  trx: DbOrTrx,
  ctx: ServiceContext,
  entry: { classId: number; from: string; to: string; comment: string | null },
): Promise<void> {
  await trx
    .insertInto('class_status_history')
    .values({
      id_class: entry.classId,
      from_status: entry.from,
      to_status: entry.to,
      comment: entry.comment,
      changed_by: ctx.actor.userId,
      changed_at: ctx.now.toISOString(),
    })
    .execute();
}
