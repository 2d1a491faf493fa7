import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/tables.ts';
import { revokeDevAccessTokens } from './dev-access-tokens.ts';
import {
  deleteDevIdpPayload,
  deleteDevIdpPayloadsOfGrant,
  deleteExpiredDevIdpPayloads,
  findDevIdpPayload,
  markDevIdpPayloadConsumed,
  upsertDevIdpPayload,
  type DevIdpPayloadRow,
} from './dev-idp-payloads.repository.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * oidc-provider storage in the portal's database (table dev_idp_payloads), so sessions, grants and
 * refresh tokens of the dev issuer survive a restart and are shared by processes on one database.
 */
export function createDevIdpAdapter(db: Db): AdapterConstructor {
  return class DevIdpAdapter implements Adapter {
    readonly #model: string;

    constructor(model: string) {
      this.#model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row: DevIdpPayloadRow = {
        model: this.#model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? nowSeconds() + expiresIn : null,
        consumed_at: null,
      };
      await upsertDevIdpPayload(db, row);
      if (Math.random() < 0.02) await deleteExpiredDevIdpPayloads(db, nowSeconds());
    }

    async #findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const row = await findDevIdpPayload(db, this.#model, column, value);
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
      await markDevIdpPayloadConsumed(db, this.#model, id, nowSeconds());
    }

    async destroy(id: string): Promise<void> {
      // A session ends (sign-out, or a new sign-in in its place): its account's access tokens end too.
      if (this.#model === 'Session') {
        const session = await this.find(id);
        if (typeof session?.accountId === 'string') await revokeDevAccessTokens(db, { sub: session.accountId });
      }
      await deleteDevIdpPayload(db, this.#model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (this.#model === 'AccessToken') await revokeDevAccessTokens(db, { grantId });
      await deleteDevIdpPayloadsOfGrant(db, grantId);
    }
  };
}
