import type { DbOrTrx } from '../../db/tables.ts';

export async function notificationsOfUser(db: DbOrTrx, userId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'id_class', 'title', 'body', 'created_at', 'read_at'])
    .where('id_user', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function unreadCount(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id_user', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks read only the caller's own notifications; the number of rows changed. */
export async function markRead(db: DbOrTrx, userId: number, at: string, id?: number): Promise<number> {
  let q = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('id_user', '=', userId)
    .where('read_at', 'is', null);
  if (id !== undefined) q = q.where('id', '=', id);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function notificationOwner(db: DbOrTrx, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('notifications').select('id_user').where('id', '=', id).executeTakeFirst();
  return row?.id_user;
}
