import { sql } from 'kysely';
import { pageOffset } from '@portal/domain/rules';
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
