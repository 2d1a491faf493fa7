import type { Insertable } from 'kysely';
import type { DbOrTrx, TeacherApplicationsTable } from '../../db/tables.ts';
import { containsSearch } from '../../db/sql-helpers.ts';

export type NewTeacherApplication = Insertable<TeacherApplicationsTable>;

export interface ApplicationFilters {
  search?: string | undefined;
  accepted?: boolean | undefined;
}

/** The admin list is not paginated (the API answers a plain array: docs/architecture.md, API calls); this caps it. */
export const APPLICATION_LIST_LIMIT = 500;

export async function classExists(db: DbOrTrx, classId: number): Promise<boolean> {
  const row = await db.selectFrom('classes').select('id_class').where('id_class', '=', classId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the 24-hour slot of (email, class) for a new application: one conditional upsert on the
 * primary key of application_limits. It returns false when the last application of that pair is more
 * recent than `sinceMs`. Parallel claims of one pair serialise on the key (PostgreSQL re-checks the
 * WHERE after waiting for the row; SQLite has one writer), so exactly one of them wins.
 */
export async function claimApplicationSlot(
  db: DbOrTrx,
  email: string,
  classId: number | null,
  nowMs: number,
  sinceMs: number,
): Promise<boolean> {
  const row = await db
    .insertInto('application_limits')
    .values({ contact_email: email, class_key: classId ?? 0, last_at: nowMs })
    .onConflict((oc) =>
      oc
        .columns(['contact_email', 'class_key'])
        .doUpdateSet({ last_at: (eb) => eb.ref('excluded.last_at') })
        .where('application_limits.last_at', '<=', sinceMs),
    )
    .returning('class_key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertApplication(db: DbOrTrx, values: NewTeacherApplication): Promise<number> {
  const row = await db.insertInto('teacher_applications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

function applicationsWithDetails(db: DbOrTrx) {
  return db
    .selectFrom('teacher_applications as a')
    .leftJoin('classes as c', 'c.id_class', 'a.id_class')
    .leftJoin('subjects as s', 's.id_subject', 'c.id_subject')
    .leftJoin('users as r', 'r.id_user', 'a.reviewed_by')
    .select([
      'a.id',
      'a.name',
      'a.paternal_surname',
      'a.maternal_surname',
      'a.contact_email',
      'a.contact_phone',
      'a.cv',
      'a.reason',
      'a.created_at',
      'a.accepted',
      'a.id_class',
      'c.period as class_period',
      's.name as subject_name',
      's.clave as subject_clave',
      'a.reviewed_by',
      'r.name as reviewer_first_name',
      'r.paternal_surname as reviewer_paternal_surname',
      'a.reviewed_at',
    ]);
}

export type ApplicationRecord = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** Newest first; `search` matches name, surnames or email without accents or case. */
export async function listApplications(db: DbOrTrx, f: ApplicationFilters) {
  let q = applicationsWithDetails(db);
  if (f.search) q = q.where(containsSearch('a.search_text', f.search));
  if (f.accepted !== undefined) q = q.where('a.accepted', '=', f.accepted ? 1 : 0);
  return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(APPLICATION_LIST_LIMIT).execute();
}

export async function findApplication(db: DbOrTrx, id: number) {
  return applicationsWithDetails(db).where('a.id', '=', id).executeTakeFirst();
}

/** Records an admin's decision; false when there is no such application. */
export async function setAccepted(
  db: DbOrTrx,
  id: number,
  decision: { accepted: boolean; reviewerId: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('teacher_applications')
    .set({ accepted: decision.accepted ? 1 : 0, reviewed_by: decision.reviewerId, reviewed_at: decision.at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
