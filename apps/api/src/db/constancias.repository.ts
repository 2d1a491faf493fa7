import type { DbOrTrx } from './tables.ts';

/** The current constancias of a student, by class (for «Mis Cursos»). */
export async function currentConstanciasOf(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom('constancias')
    .select(['id_class', 'nonce', 'grade'])
    .where('id_student', '=', studentId)
    .where('superseded_at', 'is', null)
    .execute();
}
