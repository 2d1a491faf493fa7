import { describe, expect, it } from 'vitest';
import { cancunDay, periodPhase, type Period } from '@portal/domain/rules';
import { DEMO_SEED_DATE, useDemoSeed } from '../../test/demo-seed.ts';
import { periodOfRow } from '../periods.repository.ts';

describe(`demo summers (${process.env['TEST_DIALECT']})`, () => {
  const seeded = useDemoSeed();

  it('2024 and 2025 are closed; the current summer has proposals and enrolment open on the seed day', async () => {
    const rows = await seeded.db.selectFrom('periods').selectAll().orderBy('year').execute();
    const periods: Period[] = rows.map(periodOfRow);
    const today = cancunDay(DEMO_SEED_DATE);
    expect(periods.map((p) => [p.year, periodPhase(p, today)])).toEqual([
      [2024, 'closed'],
      [2025, 'closed'],
      [2026, 'enrolment'],
    ]);
    const current = periods[2]!;
    expect(current.proposalsOpen <= today && today <= current.proposalsClose).toBe(true);
    const jobs = await seeded.db
      .selectFrom('scheduled_jobs')
      .select(['job_key', 'done_at'])
      .where('period_year', 'is not', null)
      .orderBy('job_key')
      .execute();
    expect(jobs.map((j) => [j.job_key, j.done_at === null])).toEqual([
      ['classes-start-reminder:2026', true],
      ['enrolment-close:2024', false],
      ['enrolment-close:2025', false],
      ['enrolment-close:2026', true],
    ]);
  });
});
