import { DomainError } from '@portal/domain/errors';
import {
  adminStatusChange,
  reviewNote,
  reviewRefusedMessage,
  whatsappLinkProblem,
  type ReviewTarget,
} from '@portal/domain/rules';
import type { ClassDetail, ReviewBody, ReviewResult, UpdateClassBody } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { isAdmin, type Identity, type StaffIdentity } from '../../lib/identity.ts';
import {
  insertStatusHistory,
  moveStatus,
  setWhatsappLink,
  setWhatsappLinkAsLeader,
} from './class-writes.repository.ts';
import { classStatus, isGroupLeader, statusHistoryOf } from './class-reads.repository.ts';
import { toHistoryByClass } from './class-view.ts';
import { getClassDetail } from './classes.service.ts';

const refused = (current: string) => new DomainError('statusTransition', { message: reviewRefusedMessage(current) });

/**
 * POST /classes/{id}/status/{status} (admin): pendiente → aprobado | rechazado in one conditional
 * write, and a history row with who, when, from, to and the comment or rejection reason.
 */
export async function reviewClass(
  db: Db,
  admin: StaffIdentity,
  classId: number,
  target: ReviewTarget,
  body: ReviewBody,
  now: Date,
): Promise<ReviewResult> {
  const at = now.toISOString();
  const comment = reviewNote(target, body);
  const history = await writeTransaction(db, async (trx) => {
    if (!(await moveStatus(trx, classId, 'pendiente', target, at))) {
      const current = await classStatus(trx, classId);
      throw current === undefined ? new DomainError('classNotFound') : refused(current);
    }
    await insertStatusHistory(trx, {
      classId,
      from: 'pendiente',
      to: target,
      comment,
      changedBy: admin.userId,
      now: at,
    });
    return statusHistoryOf(trx, [classId]);
  });
  return { id_class: classId, status: target, review: toHistoryByClass(history).get(classId)!.at(-1)! };
}

/** The WhatsApp link a body asks for: absent or null leaves it; anything else must be a group link. */
function requestedLink(body: UpdateClassBody): string | undefined {
  if (body.whatsappLink === undefined || body.whatsappLink === null) return undefined;
  const problem = whatsappLinkProblem(body.whatsappLink, true);
  if (problem) throw new DomainError('badRequest', { message: problem.message });
  return body.whatsappLink.trim();
}

/**
 * PATCH /classes/{id}/class. The class's group leader changes the WhatsApp link (a student's
 * `status` is ignored: the spec's client sends the class's status along with the link). An admin
 * changes the link and the status, coerced and checked by `adminStatusChange`, written only if the
 * status is still the one the decision was based on, and recorded in the history.
 */
export async function updateClass(
  db: Db,
  identity: Identity,
  classId: number,
  body: UpdateClassBody,
  now: Date,
): Promise<ClassDetail> {
  const link = requestedLink(body);
  const at = now.toISOString();
  if (isAdmin(identity)) {
    await writeTransaction(db, async (trx) => {
      const current = await classStatus(trx, classId);
      if (current === undefined) throw new DomainError('classNotFound');
      const requested = body.status?.trim();
      const change = requested ? adminStatusChange(current, requested) : ({ kind: 'unchanged' } as const);
      if (change.kind === 'refused') throw new DomainError('statusTransition', { message: change.message });
      if (change.kind === 'unchanged') {
        if (link !== undefined) await setWhatsappLink(trx, classId, link, at);
        return;
      }
      if (!(await moveStatus(trx, classId, current, change.to, at, { whatsappLink: link }))) {
        throw refused((await classStatus(trx, classId)) ?? current);
      }
      await insertStatusHistory(trx, {
        classId,
        from: current,
        to: change.to,
        comment: null,
        changedBy: identity.userId,
        now: at,
      });
    });
    return getClassDetail(db, identity, classId);
  }

  const studentId = identity.kind === 'student' ? identity.studentId : null;
  const allowed =
    studentId !== null &&
    (link === undefined
      ? await isGroupLeader(db, classId, studentId)
      : await setWhatsappLinkAsLeader(db, classId, studentId, link, at));
  if (!allowed) {
    if ((await classStatus(db, classId)) === undefined) throw new DomainError('classNotFound');
    throw new DomainError('notGroupLeader');
  }
  return getClassDetail(db, identity, classId);
}
