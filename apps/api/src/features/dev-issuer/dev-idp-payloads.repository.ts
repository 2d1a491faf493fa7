import type { Insertable } from 'kysely';
import type { Db, DevIdpPayloadsTable } from '../../db/tables.ts';

/** One oidc-provider record (session, grant, code, token…) as stored in dev_idp_payloads. */
export type DevIdpPayloadRow = Insertable<DevIdpPayloadsTable>;

export async function upsertDevIdpPayload(db: Db, row: DevIdpPayloadRow): Promise<void> {
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
}

export async function deleteExpiredDevIdpPayloads(db: Db, nowSeconds: number): Promise<void> {
  await db.deleteFrom('dev_idp_payloads').where('expires_at', '<', nowSeconds).execute();
}

export async function findDevIdpPayload(db: Db, model: string, column: 'id' | 'uid' | 'user_code', value: string) {
  return db
    .selectFrom('dev_idp_payloads')
    .select(['payload', 'expires_at', 'consumed_at'])
    .where('model', '=', model)
    .where(column, '=', value)
    .executeTakeFirst();
}

export async function markDevIdpPayloadConsumed(db: Db, model: string, id: string, nowSeconds: number) {
  await db
    .updateTable('dev_idp_payloads')
    .set({ consumed_at: nowSeconds })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function deleteDevIdpPayload(db: Db, model: string, id: string): Promise<void> {
  await db.deleteFrom('dev_idp_payloads').where('model', '=', model).where('id', '=', id).execute();
}

export async function deleteDevIdpPayloadsOfGrant(db: Db, grantId: string): Promise<void> {
  await db.deleteFrom('dev_idp_payloads').where('grant_id', '=', grantId).execute();
}
