import { DomainError } from '@portal/domain/errors';
import type { NotificationsResponse } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';
import { markRead, notificationOwner, notificationsOfUser, unreadCount } from './notifications.repository.ts';

/** GET /notifications: the caller's latest notifications and how many are unread. */
export async function listNotifications(db: DbOrTrx, userId: number, limit: number): Promise<NotificationsResponse> {
  const rows = await notificationsOfUser(db, userId, limit);
  return {
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      id_class: r.id_class,
      title: r.title,
      body: r.body,
      created_at: r.created_at,
      read: r.read_at !== null,
    })),
    unread: await unreadCount(db, userId),
  };
}

/** Marks one of the caller's notifications read; another person's answers 404, as a missing one does. */
export async function readNotification(db: DbOrTrx, userId: number, id: number, now: Date): Promise<void> {
  if ((await markRead(db, userId, now.toISOString(), id)) > 0) return;
  if ((await notificationOwner(db, id)) !== userId) {
    throw new DomainError('notificationNotFound');
  }
}

export async function readAllNotifications(db: DbOrTrx, userId: number, now: Date): Promise<{ updated: number }> {
  return { updated: await markRead(db, userId, now.toISOString()) };
}
