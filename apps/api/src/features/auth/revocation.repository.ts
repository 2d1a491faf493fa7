import type { DbOrTrx } from '../../db/tables.ts';
import { identityWritten } from '../../lib/identity-writes.ts';

/**
 * The deny list of signed-out tokens (table revoked_tokens), shared by every process on the database.
 * A token id stays listed until the token would have expired; expired entries are swept now and then.
 */
export async function revokeToken(db: DbOrTrx, jti: string, expiresAtMs: number): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAtMs })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  identityWritten();
  if (Math.random() < 0.05) await db.deleteFrom('revoked_tokens').where('expires_at', '<', Date.now()).execute();
}

// Deactivation lives with the other shared account writes (the teachers' admin uses it too).
export { setStaffActive, setStaffActiveByEmail } from '../../db/staff-activation.ts';
