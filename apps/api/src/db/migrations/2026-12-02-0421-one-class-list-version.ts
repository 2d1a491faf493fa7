import { sql, SqliteAdapter, type Kysely } from 'kysely';
import * as listVersion from './2026-11-29-0200-class-list-version.ts';

/**
 * The class list keeps its answers with one version (the classes' rows version, 2026-11-30-0100) and the
 * live seats (lib/kept-answers.ts): the membership version of 2026-11-29-0200 and its triggers go. Every
 * change it covered already changes the rows version too, except a subject's search name (written with
 * the name today); that one gets its own trigger here, so a filter's matches stay covered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  await listVersion.down(db);
  if (lite) {
    const bump = `UPDATE class_rows_version SET version = abs(random()) % 9007199254740991 WHERE id = 1;`;
    await sql
      .raw(
        `CREATE TRIGGER subjects_rows_version_search AFTER UPDATE OF name_search ON subjects
         WHEN old.name_search IS NOT new.name_search BEGIN ${bump} END`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE TRIGGER subjects_rows_version_search AFTER UPDATE OF name_search ON subjects FOR EACH ROW
       WHEN (old.name_search IS DISTINCT FROM new.name_search) EXECUTE FUNCTION bump_class_rows_version()`,
    )
    .execute(db);
}

export async function down(db: Db): Promise<void> {
  const lite = db.getExecutor().adapter instanceof SqliteAdapter;
  await sql.raw(`DROP TRIGGER IF EXISTS subjects_rows_version_search${lite ? '' : ' ON subjects'}`).execute(db);
  await listVersion.up(db);
}
