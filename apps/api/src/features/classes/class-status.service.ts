import { DomainError } from '@portal/domain/errors';
import { adminStatusChange, whatsappLinkProblem } from '@portal/domain/rules';
import type { ClassDetail, UpdateClassBody } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { isAdmin, type Identity } from '../../lib/identity.ts';
import { setWhatsappLink, setWhatsappLinkAsLeader } from './class-writes.repository.ts';
import { classStatus, isGroupLeader } from './class-reads.repository.ts';
import { moveStatusInTransaction } from './class-transitions.service.ts';
import { getClassDetail } from './classes.service.ts';

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
      // The same rules as POST /classes/{id}/status: quorum, release, no reopening of a released class.
      await moveStatusInTransaction(trx, {
        classId,
        target: change.to,
        comment: null,
        changedBy: identity.userId,
        now: at,
      });
      if (link !== undefined) await setWhatsappLink(trx, classId, link, at);
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
