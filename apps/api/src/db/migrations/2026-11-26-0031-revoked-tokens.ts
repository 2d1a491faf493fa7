import type { Kysely } from 'kysely';

/**
 * Revocable sessions.
 * - revoked_tokens: the deny list of token ids (`jti`) that were signed out, kept until the token would
 *   have expired anyway; in the database, so every process sees a sign-out at once.
 * - dev_idp_access_tokens: the access tokens the built-in dev issuer handed out (id, grant, subject,
 *   expiry), so that its sign-out can put them on the deny list.
 * - staff_accounts.tokens_valid_from: tokens issued before this instant (epoch ms) are refused;
 *   deactivating an account moves it to "now", so reactivating it does not revive old tokens.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires_idx').on('revoked_tokens').column('expires_at').execute();

  await db.schema
    .createTable('dev_idp_access_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('grant_id', 'text')
    .addColumn('sub', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dev_idp_access_tokens_grant_idx')
    .on('dev_idp_access_tokens')
    .column('grant_id')
    .execute();
  await db.schema.createIndex('dev_idp_access_tokens_sub_idx').on('dev_idp_access_tokens').column('sub').execute();

  await db.schema
    .alterTable('staff_accounts')
    .addColumn('tokens_valid_from', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_accounts').dropColumn('tokens_valid_from').execute();
  await db.schema.dropTable('dev_idp_access_tokens').ifExists().execute();
  await db.schema.dropTable('revoked_tokens').ifExists().execute();
}
