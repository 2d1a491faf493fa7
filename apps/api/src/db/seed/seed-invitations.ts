import { createHash } from 'node:crypto';
import { INVITATION_LIFETIME_MS } from '@portal/domain/rules';
import type { DbOrTrx } from '../tables.ts';

/**
 * The demo's invitation link: /staff/invitation#invitacion-demo-docente-2026 lets the
 * accepted applicant of the demo (Roberto Can) choose a password, for 7 days after seeding.
 */
export const DEMO_INVITATION_TOKEN = 'invitacion-demo-docente-2026';

/** A pending invitation of the first accepted application of the demo, sent by the demo admin. */
export async function seedInvitation(trx: DbOrTrx, adminId: number, now: Date): Promise<void> {
  const app = await trx
    .selectFrom('teacher_applications')
    .select(['id', 'contact_email'])
    .where('accepted', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!app) return;
  await trx
    .insertInto('teacher_invitations')
    .values({
      id_application: app.id,
      token_hash: createHash('sha256').update(DEMO_INVITATION_TOKEN, 'utf8').digest('hex'),
      email: app.contact_email.trim().toLowerCase(),
      sent_at: now.toISOString(),
      sent_by: adminId,
      expires_at: now.getTime() + INVITATION_LIFETIME_MS,
    })
    .execute();
}
