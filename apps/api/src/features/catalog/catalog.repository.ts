import { sql } from 'kysely';
import { normalizeSearchText, pageOffset } from '@portal/domain/rules';
import { containsSearch } from '../../db/sql-helpers.ts';
import type { DbOrTrx } from '../../db/tables.ts';

export async function listCareers(
  db: DbOrTrx,
  q: { page: number; pageSize: number; scope?: 'offered' | 'all' | undefined },
) {
  let base = db.selectFrom('careers');
  if (q.scope !== 'all') base = base.where('retired_at', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .select(['id_career', 'name', 'retired_at'])
      .orderBy('name')
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ id_career: r.id_career, name: r.name, retired: r.retired_at !== null })),
    total: Number(count.total),
  };
}

export async function listSubjects(
  db: DbOrTrx,
  q: {
    page: number;
    pageSize: number;
    careerId?: number | undefined;
    name?: string | undefined;
    scope?: 'offered' | 'all' | undefined;
  },
) {
  let base = db.selectFrom('subjects');
  if (q.scope !== 'all') base = base.where('summer_authorised', '=', 1).where('retired_at', 'is', null);
  if (q.name) base = base.where(containsSearch('subjects.name_search', q.name));
  if (q.careerId) {
    const careerId = q.careerId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('subject_careers')
          .select(sql`1`.as('one'))
          .whereRef('subject_careers.id_subject', '=', 'subjects.id_subject')
          .where('subject_careers.id_career', '=', careerId),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id_subject', 'name', 'clave', 'credits', 'hours', 'summer_authorised', 'retired_at'])
      .orderBy('name')
      .orderBy('id_subject')
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id_subject);
  const links = ids.length
    ? await db
        .selectFrom('subject_careers')
        .innerJoin('careers', 'careers.id_career', 'subject_careers.id_career')
        .select(['subject_careers.id_subject', 'careers.id_career', 'careers.name'])
        .where('subject_careers.id_subject', 'in', ids)
        .orderBy('careers.name')
        .execute()
    : [];
  const careersBySubject = new Map<number, { id_career: number; name: string }[]>();
  for (const l of links) {
    const list = careersBySubject.get(l.id_subject) ?? [];
    list.push({ id_career: l.id_career, name: l.name });
    careersBySubject.set(l.id_subject, list);
  }
  return {
    rows: rows.map(({ summer_authorised, retired_at, ...r }) => ({
      ...r,
      summer: summer_authorised === 1,
      retired: retired_at !== null,
      Careers: careersBySubject.get(r.id_subject) ?? [],
    })),
    total: Number(count.total),
  };
}

export async function listRoles(db: DbOrTrx) {
  return db.selectFrom('roles').select(['id_role', 'name']).orderBy('id_role').execute();
}

// ---- writes of the managed catalogue ----------------------------------------------------------

export async function careerIdsExisting(db: DbOrTrx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('careers')
    .select('id_career')
    .where('id_career', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id_career));
}

export async function clavesExisting(db: DbOrTrx, claves: readonly string[]): Promise<Set<string>> {
  if (claves.length === 0) return new Set();
  const rows = await db
    .selectFrom('subjects')
    .select('clave')
    .where('clave', 'in', [...claves])
    .execute();
  return new Set(rows.map((r) => r.clave));
}

export async function careerNameTaken(db: DbOrTrx, name: string, exceptId?: number): Promise<boolean> {
  let q = db
    .selectFrom('careers')
    .select('id_career')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) q = q.where('id_career', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertCareer(trx: DbOrTrx, name: string): Promise<number> {
  const r = await trx.insertInto('careers').values({ name }).returning('id_career').executeTakeFirstOrThrow();
  return r.id_career;
}

export async function updateCareer(
  trx: DbOrTrx,
  id: number,
  set: { name?: string; retired_at?: string | null },
): Promise<boolean> {
  if (Object.keys(set).length === 0)
    return (
      (await trx.selectFrom('careers').select('id_career').where('id_career', '=', id).executeTakeFirst()) !== undefined
    );
  const r = await trx.updateTable('careers').set(set).where('id_career', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function findCareer(db: DbOrTrx, id: number) {
  const r = await db
    .selectFrom('careers')
    .select(['id_career', 'name', 'retired_at'])
    .where('id_career', '=', id)
    .executeTakeFirst();
  return r && { id_career: r.id_career, name: r.name, retired: r.retired_at !== null };
}

export async function insertSubject(
  trx: DbOrTrx,
  s: { clave: string; name: string; credits: number; hours: number; summer: boolean; careerIds: readonly number[] },
): Promise<number> {
  const r = await trx
    .insertInto('subjects')
    .values({
      clave: s.clave,
      name: s.name,
      name_search: normalizeSearchText(s.name),
      credits: s.credits,
      hours: s.hours,
      summer_authorised: s.summer ? 1 : 0,
    })
    .returning('id_subject')
    .executeTakeFirstOrThrow();
  await setSubjectCareers(trx, r.id_subject, s.careerIds);
  return r.id_subject;
}

export async function setSubjectCareers(trx: DbOrTrx, subjectId: number, careerIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('subject_careers').where('id_subject', '=', subjectId).execute();
  if (careerIds.length)
    await trx
      .insertInto('subject_careers')
      .values(careerIds.map((id_career) => ({ id_subject: subjectId, id_career })))
      .execute();
}

export async function updateSubject(
  trx: DbOrTrx,
  id: number,
  set: Partial<{
    clave: string;
    name: string;
    name_search: string;
    credits: number;
    hours: number;
    summer_authorised: number;
    retired_at: string | null;
  }>,
): Promise<boolean> {
  if (Object.keys(set).length === 0)
    return (
      (await trx.selectFrom('subjects').select('id_subject').where('id_subject', '=', id).executeTakeFirst()) !==
      undefined
    );
  const r = await trx.updateTable('subjects').set(set).where('id_subject', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function findSubject(db: DbOrTrx, id: number) {
  const r = await db
    .selectFrom('subjects')
    .select(['id_subject', 'name', 'clave', 'credits', 'hours', 'summer_authorised', 'retired_at'])
    .where('id_subject', '=', id)
    .executeTakeFirst();
  if (!r) return undefined;
  const careers = await db
    .selectFrom('subject_careers')
    .innerJoin('careers', 'careers.id_career', 'subject_careers.id_career')
    .select(['careers.id_career', 'careers.name'])
    .where('subject_careers.id_subject', '=', id)
    .orderBy('careers.name')
    .execute();
  const { summer_authorised, retired_at, ...rest } = r;
  return { ...rest, summer: summer_authorised === 1, retired: retired_at !== null, Careers: careers };
}
