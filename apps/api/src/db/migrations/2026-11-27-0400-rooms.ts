import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Rooms ("Asignar Salones"): rooms of the buildings, each with its capacity and kind; a
 * class gets one (classes.id_room, null while none). A room in use by a class cannot be deleted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  await db.schema
    .createTable('rooms')
    .addColumn('id_room', 'integer', id)
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('building', 'varchar(80)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity BETWEEN 1 AND 500`))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().check(sql`kind IN ('aula', 'laboratorio', 'sala de cómputo')`))
    .addColumn('created_at', lite ? 'text' : 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('rooms_building_name_unique', ['building', 'name'])
    .execute();
  await db.schema
    .alterTable('classes')
    .addColumn('id_room', 'integer', (c) => c.references('rooms.id_room').onDelete('restrict'))
    .execute();
  await db.schema.createIndex('classes_room_idx').on('classes').column('id_room').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('classes_room_idx').ifExists().execute();
  await db.schema.alterTable('classes').dropColumn('id_room').execute();
  await db.schema.dropTable('rooms').ifExists().execute();
}
