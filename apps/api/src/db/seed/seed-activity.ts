import { statusAction } from '@portal/domain/rules';
import type { DbOrTrx } from '../tables.ts';
import { notificationText, type NotificationKind } from '../../mail/mail-texts.ts';

const NOTIFIED: Record<string, NotificationKind | undefined> = {
  aprobado: 'class.approved',
  rechazado: 'class.rejected',
  active: 'class.started',
  cancelled: 'class.cancelled',
};

/**
 * Demo data, derived from the seeded status history: one Bitácora record per status
 * change (by the demo admin) and, for the demo students (those with sign-in accounts), the
 * notifications those changes would have sent them — the two latest left unread.
 */
export async function seedActivity(trx: DbOrTrx, demoUserIds: number[]): Promise<void> {
  const history = await trx
    .selectFrom('class_status_history')
    .innerJoin('classes', 'classes.id_class', 'class_status_history.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select([
      'class_status_history.id_class',
      'from_status',
      'to_status',
      'comment',
      'changed_by',
      'changed_at',
      'subjects.name as subject',
    ])
    .orderBy('changed_at')
    .execute();
  if (history.length === 0) return;
  await trx
    .insertInto('activity_log')
    .values(
      history.map((h) => ({
        at: h.changed_at,
        actor_user_id: h.changed_by,
        actor_role: 'admin',
        action: statusAction(h.to_status),
        id_class: h.id_class,
        detail: JSON.stringify({ from: h.from_status, to: h.to_status, comment: h.comment }),
        request_id: null,
      })),
    )
    .execute();

  if (demoUserIds.length === 0) return;
  const members = await trx
    .selectFrom('student_classes')
    .innerJoin('students', 'students.id_student', 'student_classes.id_student')
    .select(['students.id_user', 'student_classes.id_class'])
    .where('students.id_user', 'in', demoUserIds)
    .execute();
  const rows = [];
  for (const h of history) {
    const kind = NOTIFIED[h.to_status];
    if (!kind) continue;
    for (const m of members.filter((x) => x.id_class === h.id_class)) {
      const text = notificationText(kind, { subject: h.subject, reason: h.comment });
      rows.push({ id_user: m.id_user, kind, id_class: h.id_class, ...text, created_at: h.changed_at });
    }
  }
  // Older news read, the two latest of each student unread.
  const byUser = new Map<number, typeof rows>();
  for (const r of rows) byUser.set(r.id_user, [...(byUser.get(r.id_user) ?? []), r]);
  const values = [...byUser.values()].flatMap((list) =>
    list.map((r, i) => ({ ...r, read_at: i < list.length - 2 ? r.created_at : null })),
  );
  if (values.length) await trx.insertInto('notifications').values(values).execute();
}
