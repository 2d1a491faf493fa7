import type { Kysely } from 'kysely';

/**
 * One teacher application per contact email and class (or per email without a class) every 24 hours,
 * kept by the database: one row per (email, class) holding when its last accepted application was
 * sent. A submission claims the row with a single conditional upsert (docs/decisions/004's pattern),
 * so parallel submissions cannot both pass on either dialect. `class_key` is the class id, or 0 for
 * an application without a class (a primary key cannot hold NULL).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('application_limits')
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('class_key', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_limits_pk', ['contact_email', 'class_key'])
    .execute();

  // Applications already stored keep their 24 hours.
  const rows = (await db
    .selectFrom('teacher_applications')
    .select(['contact_email', 'id_class'])
    .select((eb) => eb.fn.max('created_at').as('last'))
    .groupBy(['contact_email', 'id_class'])
    .execute()) as { contact_email: string; id_class: number | null; last: string | Date }[];
  const byKey = new Map<string, { contact_email: string; class_key: number; last_at: number }>();
  for (const r of rows) {
    const classKey = r.id_class ?? 0;
    const at = new Date(r.last).getTime();
    const key = `${r.contact_email}|${classKey}`;
    const seen = byKey.get(key);
    if (!seen || seen.last_at < at)
      byKey.set(key, { contact_email: r.contact_email, class_key: classKey, last_at: at });
  }
  const values = [...byKey.values()];
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insertInto('application_limits')
      .values(values.slice(i, i + 500))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_limits').ifExists().execute();
}
