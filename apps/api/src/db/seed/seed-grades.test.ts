import { describe, expect, it } from 'vitest';
import { useDemoSeed } from '../../test/demo-seed.ts';
import { folioHash, folioOf, issuedFolioKey } from '../../lib/constancia-folio.ts';

/** The demo shows a course that ended (acta closed, constancias) and one in progress with half its grades. */
describe(`demo seed, grades and constancias (${process.env['TEST_DIALECT']})`, () => {
  const seeded = useDemoSeed();

  it('has a finished 2025 class, every student graded, with a verifiable constancia each', async () => {
    const db = seeded.db;
    const finished = await db
      .selectFrom('classes')
      .select(['id_class', 'period', 'acta_closed_at', 'id_teacher'])
      .where('status', '=', 'finished')
      // The past summers' groups that ended have no teacher (seed-demand.ts); this one is the demo teacher's.
      .where('id_teacher', 'is not', null)
      .execute();
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ period: 2025 });
    expect(finished[0]!.acta_closed_at).not.toBeNull();
    const classId = finished[0]!.id_class;
    const grades = await db.selectFrom('student_classes').select('grade').where('id_class', '=', classId).execute();
    expect(grades.length).toBeGreaterThan(0);
    expect(grades.every((g) => g.grade !== null && g.grade >= 0 && g.grade <= 100)).toBe(true);
    const constancias = await db
      .selectFrom('constancias')
      .select(['nonce', 'folio_hash', 'superseded_at'])
      .where('id_class', '=', classId)
      .execute();
    expect(constancias).toHaveLength(grades.length);
    const key = await issuedFolioKey(db);
    for (const c of constancias) expect(folioHash(folioOf(key, c.nonce))).toBe(c.folio_hash);
  });

  it('has a class of the current summer in progress, taught by the demo teacher, half graded', async () => {
    const db = seeded.db;
    const rows = await db
      .selectFrom('classes as c')
      .innerJoin('users as u', 'u.id_user', 'c.id_teacher')
      .innerJoin('student_classes as sc', 'sc.id_class', 'c.id_class')
      .select(['c.id_class', 'sc.grade'])
      .where('c.status', '=', 'active')
      .where('c.period', '=', 2026)
      .where('u.email', '=', 'docente@tec.example')
      .execute();
    expect(rows.length).toBeGreaterThan(1);
    const graded = rows.filter((r) => r.grade !== null).length;
    expect(graded).toBe(Math.ceil(rows.length / 2));
  });
});
