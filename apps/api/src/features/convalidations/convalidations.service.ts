import { DomainError } from '@portal/domain/errors';
import type { Convalidation, ConvalidationStatus } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import { notify } from '../../events/notify.ts';
import { isAdmin, type Identity, type StudentIdentity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  classSubjectFor,
  decideConvalidation,
  findConvalidation,
  insertConvalidation,
  listConvalidations,
  reopenConvalidation,
} from './convalidations.repository.ts';

async function one(db: DbOrTrx, id: number): Promise<Convalidation> {
  const [found] = await listConvalidations(db, { id });
  if (!found) throw new DomainError('convalidationNotFound');
  return found;
}

/**
 * POST /classes/{id}/convalidation: a student asks to take the class's subject, of another career
 * (docs/rules.md ELE-4). One request per student and subject: a pending or approved one is not asked
 * again; a refused one may be (it is pending again).
 */
export async function requestConvalidation(
  db: Db,
  ctx: ServiceContext,
  identity: StudentIdentity,
  classId: number,
  reason: string,
): Promise<Convalidation> {
  const studentId = identity.studentId;
  if (studentId === null) throw new DomainError('studentProfileRequired');
  const id = await writeTransaction(db, async (trx) => {
    const cls = await classSubjectFor(trx, classId, studentId);
    if (!cls) throw new DomainError('classNotFound');
    if (cls.of_career) throw new DomainError('convalidationNotNeeded');
    const now = ctx.now.toISOString();
    const existing = await findConvalidation(trx, studentId, cls.id_subject);
    let convalidationId: number | null;
    if (!existing) {
      convalidationId = await insertConvalidation(trx, { studentId, subjectId: cls.id_subject, classId, reason, now });
      // Asked at the same moment by another request of the same student.
      if (convalidationId === null) throw new DomainError('convalidationPending');
    } else if (existing.status === 'rechazada') {
      if (!(await reopenConvalidation(trx, { id: existing.id_convalidation, classId, reason, now })))
        throw new DomainError('convalidationPending');
      convalidationId = existing.id_convalidation;
    } else {
      throw new DomainError(existing.status === 'aprobada' ? 'convalidationApproved' : 'convalidationPending');
    }
    await recordActivity(trx, ctx, {
      action: 'convalidation.requested',
      classId,
      studentId,
      detail: { convalidationId, subjectId: cls.id_subject },
    });
    return convalidationId;
  });
  return one(db, id);
}

/** GET /convalidations: an administrator sees every request (of a status); a student, their own. */
export async function convalidations(
  db: DbOrTrx,
  identity: Identity,
  status: ConvalidationStatus | undefined,
): Promise<Convalidation[]> {
  if (identity.kind === 'student') {
    if (identity.studentId === null) return [];
    return listConvalidations(db, { status, studentId: identity.studentId });
  }
  if (!isAdmin(identity)) throw new DomainError('adminOnly');
  return listConvalidations(db, { status });
}

/**
 * POST /convalidations/{id}/approve | refuse (administrators): one decision on a pending request (a
 * conditional write: two decisions at once, one wins), logged, and the student is told (notice and mail).
 */
export async function decide(
  db: Db,
  ctx: ServiceContext,
  id: number,
  decision: 'aprobada' | 'rechazada',
  reason: string | null,
): Promise<Convalidation> {
  await writeTransaction(db, async (trx) => {
    const current = await one(trx, id);
    const done = await decideConvalidation(trx, {
      id,
      status: decision,
      reason: reason?.trim() || null,
      by: ctx.actor.userId,
      now: ctx.now.toISOString(),
    });
    if (!done) throw new DomainError('convalidationDecided');
    await recordActivity(trx, ctx, {
      action: decision === 'aprobada' ? 'convalidation.approved' : 'convalidation.refused',
      classId: current.id_class,
      studentId: current.student.id_student,
      detail: { convalidationId: id, subjectId: current.subject.id_subject, reason },
    });
    if (current.id_class !== null) {
      await notify(trx, {
        kind: decision === 'aprobada' ? 'convalidation.approved' : 'convalidation.refused',
        classId: current.id_class,
        studentIds: [current.student.id_student],
        reason: reason?.trim() || null,
        now: ctx.now,
      });
    }
  });
  return one(db, id);
}
