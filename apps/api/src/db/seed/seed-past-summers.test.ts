import { describe, expect, it } from 'vitest';
import { useDemoSeed } from '../../test/demo-seed.ts';
import { lifecycleInvariantViolations } from '../lifecycle-invariants.ts';

/** The demo's past summers have history to show: classes that ran and paid, groups that never filled. */
describe(`demo seed, past summers (${process.env['TEST_DIALECT']})`, () => {
  const seeded = useDemoSeed();

  const summer = (year: number) =>
    seeded.db
      .selectFrom('classes as c')
      .innerJoin('subjects as s', 's.id_subject', 'c.id_subject')
      .select(['c.id_class', 'c.status', 'c.enrolled', 'c.max_students', 's.clave'])
      .where('c.period', '=', year)
      .execute();

  it('2024 and 2025 each have classes that ran, cancelled and rejected ones, with payments', async () => {
    for (const year of [2024, 2025]) {
      const classes = await summer(year);
      const statuses = new Set(classes.map((c) => c.status));
      expect([...statuses].sort(), String(year)).toEqual(expect.arrayContaining(['active', 'cancelled', 'rechazado']));
      const paid = await seeded.db
        .selectFrom('student_classes as sc')
        .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
        .select(['sc.payment_status', 'sc.payment_date', 'c.status'])
        .where('c.period', '=', year)
        .where('sc.payment_status', '=', 'pagado')
        .execute();
      expect(paid.length, String(year)).toBeGreaterThan(50);
      expect(
        paid.every(
          (p) => ['active', 'aprobado', 'finished'].includes(p.status) && p.payment_date!.startsWith(String(year)),
        ),
      ).toBe(true);
    }
  });

  it('the same subjects fill up every year, and Taller de Ética never fills', async () => {
    const [a, b] = [await summer(2024), await summer(2025)];
    for (const clave of ['ACF0905', 'ACF0902', 'AEF1052']) {
      for (const classes of [a, b]) {
        // They ran, and their actas are closed (seed-demand.ts).
        const cls = classes.find((c) => c.clave === clave && ['active', 'finished'].includes(c.status))!;
        expect(cls.enrolled).toBeGreaterThanOrEqual(26);
        expect(cls.enrolled).toBeLessThanOrEqual(cls.max_students);
      }
    }
    for (const classes of [a, b]) {
      expect(classes.find((c) => c.clave === 'ACA0907')).toMatchObject({ status: 'cancelled', enrolled: 0 });
    }
  });

  it('keeps the invariants with the past summers in', async () => {
    expect(await lifecycleInvariantViolations(seeded.db)).toEqual([]);
  });
});
