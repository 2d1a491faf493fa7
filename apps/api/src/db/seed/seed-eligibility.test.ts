import { describe, expect, it } from 'vitest';
import { useDemoSeed } from '../../test/demo-seed.ts';
import { DEMO_HOLD_REASON } from './seed-eligibility.ts';

/** The demo data shows who may take what: a hold, a curso especial alone, a repetition, convalidation requests. */
describe(`demo seed, who may take what (${process.env['TEST_DIALECT']})`, () => {
  const seeded = useDemoSeed();

  it('holds one generated student, who keeps what they have and waits for nothing', async () => {
    const holds = await seeded.db
      .selectFrom('student_holds as h')
      .innerJoin('students as s', 's.id_student', 'h.id_student')
      .innerJoin('users as u', 'u.id_user', 's.id_user')
      .select(['h.reason', 'h.lifted_at', 'h.placed_by', 'u.email', 's.id_student'])
      .execute();
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ reason: DEMO_HOLD_REASON, lifted_at: null, placed_by: expect.any(Number) });
    expect(holds[0]!.email).not.toMatch(/^alumno\d@tec\.example$/);
    const waiting = await seeded.db
      .selectFrom('class_waitlist')
      .select('id')
      .where('id_student', '=', holds[0]!.id_student)
      .execute();
    expect(waiting).toEqual([]);
  });

  it('a curso especial is its student only class of the summer; there is a repetition too', async () => {
    const kinds = await seeded.db
      .selectFrom('student_classes as sc')
      .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
      .select(['sc.id_student', 'sc.kind'])
      .where('c.period', '=', 2026)
      .where('sc.kind', '!=', 'ordinaria')
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['especial', 'repeticion']);
    const especial = kinds.find((k) => k.kind === 'especial')!;
    const theirs = await seeded.db
      .selectFrom('student_classes as sc')
      .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
      .select('sc.id_class')
      .where('c.period', '=', 2026)
      .where('sc.id_student', '=', especial.id_student)
      .execute();
    expect(theirs).toHaveLength(1);
  });

  it('has a pending convalidation and a refused one with its reason, of subjects of another career', async () => {
    const rows = await seeded.db
      .selectFrom('convalidations as v')
      .innerJoin('students as s', 's.id_student', 'v.id_student')
      .select((eb) => [
        'v.status',
        'v.decision_reason',
        eb
          .exists(
            eb
              .selectFrom('subject_careers as k')
              .select('k.id_subject')
              .whereRef('k.id_subject', '=', 'v.id_subject')
              .whereRef('k.id_career', '=', 's.id_career'),
          )
          .as('own'),
      ])
      .orderBy('v.status')
      .execute();
    expect(rows.map((r) => [r.status, r.decision_reason, Boolean(Number(r.own))])).toEqual([
      ['pendiente', null, false],
      ['rechazada', 'No forma parte de tu plan de estudios.', false],
    ]);
  });
});
