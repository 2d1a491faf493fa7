import { describe, expect, it } from 'vitest';
import { evaluationSummary } from '@portal/domain/rules';
import { useDemoSeed } from '../../test/demo-seed.ts';

/** The demo shows coordination: attendance and progress of the class in progress, a past class's evaluation. */
describe(`demo seed, coordination (${process.env['TEST_DIALECT']})`, () => {
  const seeded = useDemoSeed();

  it('the current summer class in progress has its first week of attendance and a progress report', async () => {
    const db = seeded.db;
    const taken = await db
      .selectFrom('class_attendance')
      .innerJoin('classes', 'classes.id_class', 'class_attendance.id_class')
      .select(['classes.status', 'classes.period', 'class_attendance.session_date'])
      .execute();
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.every((t) => t.status === 'active' && t.period === 2026)).toBe(true);
    const absences = await db.selectFrom('class_absences').select('id_student').execute();
    expect(absences).toHaveLength(1);
    const reports = await db.selectFrom('class_progress').select(['week', 'percent']).execute();
    expect(reports).toEqual([{ week: 1, percent: 15 }]);
  });

  it('a past summer class shows its evaluation results (five answers or more)', async () => {
    const db = seeded.db;
    const answers = await db.selectFrom('evaluation_answers').select(['id_class', 'scores', 'comment']).execute();
    const submissions = await db.selectFrom('evaluation_submissions').select('id_class').execute();
    expect(answers.length).toBe(submissions.length);
    const summary = evaluationSummary(
      answers.map((a) => ({ scores: JSON.parse(a.scores) as number[], comment: a.comment })),
    );
    expect(summary.shown).toBe(true);
    const cls = await db
      .selectFrom('classes')
      .select('period')
      .where('id_class', '=', answers[0]!.id_class)
      .executeTakeFirstOrThrow();
    expect(cls.period).toBe(2025);
  });
});
