import type { Kysely } from 'kysely';

/**
 * Teachers of classes: classes.id_teacher is the staff account (a teacher) assigned to
 * teach the class, null while none is. A teacher reads the rosters of these classes only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('classes')
    .addColumn('id_teacher', 'integer', (c) => c.references('users.id_user').onDelete('set null'))
    .execute();
  await db.schema.createIndex('classes_teacher_idx').on('classes').column('id_teacher').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('classes_teacher_idx').ifExists().execute();
  await db.schema.alterTable('classes').dropColumn('id_teacher').execute();
}
