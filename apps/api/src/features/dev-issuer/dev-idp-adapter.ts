import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/tables.ts';
import { revokeDevAccessTokensOf } from './dev-access-tokens.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * oidc-provider storage in the portal's database (table dev_idp_payloads), so sessions, grants and
 * refresh tokens of the dev issuer survive a restart and are shared by processes on one database.
 */
export function createDevIdpAdapter(db: Db) {
  return class DevIdpAdapter implements Adapter {
    readonly #model: string;

    constructor(model: string) {
      this.#model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row = {
        model: this.#model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? nowSeconds() + expiresIn : null,
        consumed_at: null,
      };
      await db
        .insertInto('dev_idp_payloads')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['model', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            expires_at: row.expires_at,
          }),
        )
        .execute();
      if (Math.random() < 0.02) {
        await db.deleteFrom('dev_idp_payloads').where('expires_at', '<', nowSeconds()).execute();
      }
    }

    async #findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('dev_idp_payloads')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.#model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at !== null && Number(row.expires_at) <= nowSeconds()) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at !== null ? { ...payload, consumed: Number(row.consumed_at) } : payload;
    }

    find(id: string) {
      return this.#findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.#findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.#findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('dev_idp_payloads')
        .set({ consumed_at: nowSeconds() })
        .where('model', '=', this.#model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      // A session ends (sign-out, or a new sign-in in its place): its account's access tokens end too.
      if (this.#model === 'Session') {
        const session = await this.find(id);
        if (typeof session?.accountId === 'string') await revokeDevAccessTokensOf(db, { sub: session.accountId });
      }
      await db.deleteFrom('dev_idp_payloads').where('model', '=', this.#model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (this.#model === 'AccessToken') await revokeDevAccessTokensOf(db, { grantId });
      await db.deleteFrom('dev_idp_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}
