import type { Insertable } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Database, DbOrTrx } from '../db/tables.ts';

export type ActivityRow = Required<Omit<Insertable<Database['activity_log']>, 'id'>>;

/** Compiled once: every change of state writes one record, the enrolment rush thousands. */
const insertActivityQuery = compiledOnce((db, row: ActivityRow) =>
  db.insertInto('activity_log').values({
    at: row.at,
    actor_user_id: row.actor_user_id,
    actor_role: row.actor_role,
    action: row.action,
    id_class: row.id_class,
    id_student: row.id_student,
    id_application: row.id_application,
    detail: row.detail,
    request_id: row.request_id,
  }),
);

export async function insertActivity(db: DbOrTrx, row: ActivityRow): Promise<void> {
  await insertActivityQuery(db, row);
}
