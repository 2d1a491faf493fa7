import { describe, expect, it } from 'vitest';
import { useDemoSeed } from '../../test/demo-seed.ts';

/** The demo shows finance's cases: a leader's cash record to review, a saldo kept and a refund asked. */
describe(`demo seed, finance's cases (${process.env['TEST_DIALECT']})`, () => {
  const seeded = useDemoSeed();

  it('has a cash record in review, and a failed group’s saldo and refund request', async () => {
    const rows = await seeded.db
      .selectFrom('place_payments')
      .innerJoin('classes', 'classes.id_class', 'place_payments.id_class')
      .select([
        'place_payments.status',
        'place_payments.cash_folio',
        'place_payments.credit_left_cents',
        'place_payments.refund_cents',
        'place_payments.amount_cents',
        'classes.status as class_status',
      ])
      .where('place_payments.status', 'in', ['en_revision', 'saldo_a_favor', 'reembolso_solicitado'])
      .execute();
    expect(rows.filter((r) => r.cash_folio === 'JG-0001')).toMatchObject([{ status: 'en_revision' }]);
    const saldo = rows.find((r) => r.status === 'saldo_a_favor')!;
    const refund = rows.find((r) => r.status === 'reembolso_solicitado')!;
    expect(['cancelled', 'rechazado']).toContain(saldo.class_status);
    expect(Number(saldo.credit_left_cents)).toBe(Number(saldo.amount_cents));
    expect(['cancelled', 'rechazado']).toContain(refund.class_status);
    expect([Number(refund.refund_cents), Number(refund.credit_left_cents)]).toEqual([Number(refund.amount_cents), 0]);
  });
});
