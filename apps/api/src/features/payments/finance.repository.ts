import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/tables.ts';
import { PAYMENT_COLUMNS } from '../../money/place-payments.repository.ts';

/** What finance's list and the ledger read of `place_payments`, with the student and the class. */

export interface FinanceFilter {
  period: number;
  classId?: number | undefined;
  status?: string | undefined;
  q?: string | undefined;
  /** Instants (ISO) the receipt arrived at or after / before. */
  receivedFrom?: string | undefined;
  receivedBefore?: string | undefined;
}

/** The order finance works in: receipts to review first (oldest first), then refunds to pay, then the rest. */
const WORK_ORDER = sql<number>`case place_payments.status
  when 'en_revision' then 0 when 'reembolso_solicitado' then 1 when 'rechazado' then 2 when 'pendiente' then 3
  when 'vencido' then 4 when 'validado' then 5 when 'saldo_a_favor' then 6 else 7 end`;

function filtered(db: DbOrTrx, f: FinanceFilter) {
  let query = db
    .selectFrom('place_payments')
    .innerJoin('students', 'students.id_student', 'place_payments.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .innerJoin('classes', 'classes.id_class', 'place_payments.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .where('place_payments.period', '=', f.period);
  if (f.classId !== undefined) query = query.where('place_payments.id_class', '=', f.classId);
  if (f.receivedFrom) query = query.where('place_payments.receipt_at', '>=', f.receivedFrom);
  if (f.receivedBefore) query = query.where('place_payments.receipt_at', '<', f.receivedBefore);
  if (f.q) {
    const like = `%${f.q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(
          sql`lower(users.name || ' ' || users.paternal_surname || ' ' || users.maternal_surname)`,
          'like',
          sql`${like} escape '\\'`,
        ),
        eb(sql`lower(students.control_number)`, 'like', sql`${like} escape '\\'`),
        eb(sql`coalesce(place_payments.reference, '')`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  return query;
}

export async function financePage(db: DbOrTrx, f: FinanceFilter, offset: number, limit: number) {
  let query = filtered(db, f);
  if (f.status) query = query.where('place_payments.status', '=', f.status);
  return query
    .select([
      ...PAYMENT_COLUMNS,
      'place_payments.refunded_at',
      'subjects.name as subject_name',
      'subjects.clave',
      'students.control_number',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
      'users.email',
    ])
    .orderBy(WORK_ORDER)
    .orderBy('place_payments.receipt_at')
    .orderBy('place_payments.id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** How many payments match the filter in each state (the state filter itself aside). */
export async function financeCounts(db: DbOrTrx, f: FinanceFilter) {
  return filtered(db, f)
    .select(['place_payments.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('place_payments.status')
    .execute();
}

/** The period's latest summer with payments; the ledger and the list start there. */
export async function latestPaymentPeriod(db: DbOrTrx): Promise<number | null> {
  const row = await db
    .selectFrom('place_payments')
    .select((eb) => eb.fn.max('period').as('period'))
    .executeTakeFirst();
  return row?.period == null ? null : Number(row.period);
}

/** Every payment of a period with what the ledger adds up, by class. */
export async function ledgerRows(db: DbOrTrx, period: number) {
  return db
    .selectFrom('place_payments')
    .innerJoin('classes', 'classes.id_class', 'place_payments.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select([
      'place_payments.id_class',
      'place_payments.status',
      'place_payments.amount_cents',
      'place_payments.credit_cents',
      'place_payments.credit_left_cents',
      'place_payments.refund_cents',
      'subjects.clave',
      'subjects.name as subject_name',
    ])
    .where('place_payments.period', '=', period)
    .orderBy('place_payments.id_class')
    .orderBy('place_payments.id')
    .execute();
}
