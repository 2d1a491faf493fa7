import { fullName } from '@portal/domain/rules';
import type { Convalidation, ConvalidationStatus } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';

/** The class's subject and whether it belongs to the student's career; undefined without such a class. */
export async function classSubjectFor(db: DbOrTrx, classId: number, studentId: number) {
  return db
    .selectFrom('classes as c')
    .innerJoin('students as s', (j) => j.on('s.id_student', '=', studentId))
    .select((eb) => [
      'c.id_subject',
      eb
        .exists(
          eb
            .selectFrom('subject_careers as sc')
            .select('sc.id_subject')
            .whereRef('sc.id_subject', '=', 'c.id_subject')
            .whereRef('sc.id_career', '=', 's.id_career'),
        )
        .as('of_career'),
    ])
    .where('c.id_class', '=', classId)
    .executeTakeFirst();
}

export async function findConvalidation(db: DbOrTrx, studentId: number, subjectId: number) {
  return db
    .selectFrom('convalidations')
    .select(['id_convalidation', 'status'])
    .where('id_student', '=', studentId)
    .where('id_subject', '=', subjectId)
    .executeTakeFirst();
}

export async function insertConvalidation(
  trx: DbOrTrx,
  row: { studentId: number; subjectId: number; classId: number; reason: string; now: string },
) {
  const r = await trx
    .insertInto('convalidations')
    .values({
      id_student: row.studentId,
      id_subject: row.subjectId,
      id_class: row.classId,
      reason: row.reason,
      requested_at: row.now,
    })
    .onConflict((oc) => oc.columns(['id_student', 'id_subject']).doNothing())
    .returning('id_convalidation')
    .executeTakeFirst();
  return r?.id_convalidation ?? null;
}

/** A refused request asked again: pending once more, with the new reason and class. */
export async function reopenConvalidation(
  trx: DbOrTrx,
  row: { id: number; classId: number; reason: string; now: string },
): Promise<boolean> {
  const r = await trx
    .updateTable('convalidations')
    .set({
      status: 'pendiente',
      id_class: row.classId,
      reason: row.reason,
      requested_at: row.now,
      decision_reason: null,
      decided_at: null,
      decided_by: null,
    })
    .where('id_convalidation', '=', row.id)
    .where('status', '=', 'rechazada')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Decides a pending request (a conditional write: one decision wins); false when it was not pending. */
export async function decideConvalidation(
  trx: DbOrTrx,
  row: { id: number; status: 'aprobada' | 'rechazada'; reason: string | null; by: number | null; now: string },
): Promise<boolean> {
  const r = await trx
    .updateTable('convalidations')
    .set({ status: row.status, decision_reason: row.reason, decided_by: row.by, decided_at: row.now })
    .where('id_convalidation', '=', row.id)
    .where('status', '=', 'pendiente')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Requests, newest first: all, of a status, of a student, or one. */
export async function listConvalidations(
  db: DbOrTrx,
  q: { status?: ConvalidationStatus | undefined; studentId?: number; id?: number },
): Promise<Convalidation[]> {
  let query = db
    .selectFrom('convalidations as v')
    .innerJoin('students as s', 's.id_student', 'v.id_student')
    .innerJoin('users as u', 'u.id_user', 's.id_user')
    .innerJoin('careers as k', 'k.id_career', 's.id_career')
    .innerJoin('subjects as m', 'm.id_subject', 'v.id_subject')
    .select([
      'v.id_convalidation',
      'v.status',
      'v.reason',
      'v.decision_reason',
      'v.requested_at',
      'v.decided_at',
      'v.id_class',
      's.id_student',
      's.control_number',
      'u.name',
      'u.paternal_surname',
      'u.maternal_surname',
      'k.name as career',
      'm.id_subject',
      'm.name as subject_name',
      'm.clave',
    ]);
  if (q.status) query = query.where('v.status', '=', q.status);
  if (q.studentId !== undefined) query = query.where('v.id_student', '=', q.studentId);
  if (q.id !== undefined) query = query.where('v.id_convalidation', '=', q.id);
  const rows = await query.orderBy('v.requested_at', 'desc').orderBy('v.id_convalidation', 'desc').execute();
  return rows.map((r) => ({
    id_convalidation: r.id_convalidation,
    status: r.status as ConvalidationStatus,
    reason: r.reason,
    decision_reason: r.decision_reason,
    requested_at: String(r.requested_at),
    decided_at: r.decided_at === null ? null : String(r.decided_at),
    id_class: r.id_class,
    student: {
      id_student: r.id_student,
      name: fullName({ name: r.name, paternal_surname: r.paternal_surname, maternal_surname: r.maternal_surname }),
      control_number: r.control_number,
      career: r.career,
    },
    subject: { id_subject: r.id_subject, name: r.subject_name, clave: r.clave },
  }));
}
