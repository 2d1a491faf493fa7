import type { Kysely } from 'kysely';

/**
 * Phones move to one normal form, "+" followed by the digits (country code first): student phones
 * were stored as digits only ("529831234567"), teacher applications already as "+529831234567".
 * A copy of the rule as it stood on this date (migrations import nothing from src): separators
 * (spaces, dashes, dots, parentheses) dropped, one leading "+" optional, digits only after that;
 * a value that does not read as a phone is left as it is.
 */
function normalForm(value: string): string | null {
  const compact = value.replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  return compact.startsWith('+') ? compact : `+${compact}`;
}

const TABLES = [
  { table: 'students', id: 'id_student', phone: 'phone' },
  { table: 'teacher_applications', id: 'id', phone: 'contact_phone' },
] as const;

const BATCH = 500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, id, phone } of TABLES) {
    let after = 0;
    for (;;) {
      const rows = (await db
        .selectFrom(table)
        .select([`${id} as id`, `${phone} as phone`])
        .where(id, '>', after)
        .orderBy(id)
        .limit(BATCH)
        .execute()) as { id: number; phone: string | null }[];
      if (rows.length === 0) break;
      for (const row of rows) {
        const normal = row.phone === null ? null : normalForm(row.phone);
        if (normal !== null && normal !== row.phone) {
          await db
            .updateTable(table)
            .set({ [phone]: normal })
            .where(id, '=', row.id)
            .execute();
        }
      }
      after = rows[rows.length - 1]!.id;
    }
  }
}

/** The digits-only student phones come back; application phones kept their "+" before this migration too. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const rows = (await db.selectFrom('students').select(['id_student', 'phone']).execute()) as {
    id_student: number;
    phone: string;
  }[];
  for (const row of rows) {
    if (/^\+\d+$/.test(row.phone)) {
      await db
        .updateTable('students')
        .set({ phone: row.phone.slice(1) })
        .where('id_student', '=', row.id_student)
        .execute();
    }
  }
}
