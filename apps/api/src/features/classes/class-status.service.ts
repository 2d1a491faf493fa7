import { DomainError } from '@portal/domain/errors';
import { adminStatusChange, whatsappLinkProblem } from '@portal/domain/rules';
import type { ClassDetail, UpdateClassBody } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { isAdmin, type Identity } from '../../lib/identity.ts';
import { type ClassRecord, findClass, setWhatsappLink } from './classes.repository.ts';
import { isGroupLeader } from './enrolment.repository.ts';
import { recordActivity } from '../../events/activity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { lockedClass } from '../../db/locked-rows.ts';
import { moveStatusInTransaction } from './class-transitions.service.ts';
import { classDetailOf } from './classes.service.ts';

/** Writes the link on the class as read under its lock, logged when it changed anything; the row as written. */
async function changeLink(trx: DbOrTrx, ctx: ServiceContext, facts: ClassRecord, link: string) {
  const written = await setWhatsappLink(trx, facts.id_class, link, ctx.now.toISOString());
  // The class's lock holds the row just read: a write that does not apply is a bug.
  if (!written) throw new Error(`class ${facts.id_class} vanished under its lock`);
  if (facts.whatsapp_link !== link) {
    await recordActivity(trx, ctx, {
      action: 'class.whatsapp_changed',
      classId: facts.id_class,
      detail: { before: facts.whatsapp_link, after: link },
    });
  }
  return written;
}

/** The WhatsApp link a body asks for: absent or null leaves it; anything else must be a group link. */
function requestedLink(body: UpdateClassBody): string | undefined {
  if (body.whatsappLink === undefined || body.whatsappLink === null) return undefined;
  const problem = whatsappLinkProblem(body.whatsappLink, true);
  if (problem) throw new DomainError('validationFailed', { message: problem.message });
  return body.whatsappLink.trim();
}

/**
 * PATCH /classes/{id}/class. The class's group leader changes the WhatsApp link (a student's
 * `status` is ignored: the spec's client sends the class's status along with the link). An admin
 * changes the link and the status, coerced and checked by `adminStatusChange`, and recorded in the
 * history. What it decides on is read once, under the class's lock (a leadership changes only under
 * that lock too): the class as it stands and whether the student leads it; then the writes, which
 * return what the answer shows of them. Nothing is read again to explain a refusal.
 */
export async function updateClass(
  db: Db,
  ctx: ServiceContext,
  identity: Identity,
  classId: number,
  body: UpdateClassBody,
): Promise<ClassDetail> {
  const link = requestedLink(body);
  const studentId = identity.kind === 'student' ? identity.studentId : null;
  if (!isAdmin(identity) && (studentId === null || link === undefined)) {
    // Nothing to write: the class as it is, to its leader.
    const row = await findClass(db, classId);
    if (!row) throw new DomainError('classNotFound');
    if (studentId === null || !(await isGroupLeader(db, classId, studentId))) throw new DomainError('notGroupLeader');
    return classDetailOf(db, row, 'member');
  }
  const row = await writeTransaction(db, async (trx) => {
    if (!(await lockedClass(trx, classId))) throw new DomainError('classNotFound');
    const facts = (await findClass(trx, classId))!;
    let after: ClassRecord = facts;
    if (isAdmin(identity)) {
      const requested = body.status?.trim();
      const change = requested ? adminStatusChange(facts.status, requested) : ({ kind: 'unchanged' } as const);
      if (change.kind === 'refused') throw new DomainError('statusTransition', { message: change.message });
      if (change.kind !== 'unchanged') {
        // The same rules as POST /classes/{id}/status: quorum, release, no reopening of a released class.
        const moved = await moveStatusInTransaction(trx, ctx, { classId, target: change.to, comment: null });
        after = { ...after, ...moved };
      }
    } else if (!(await isGroupLeader(trx, classId, studentId!))) {
      throw new DomainError('notGroupLeader');
    }
    if (link !== undefined) after = { ...after, ...(await changeLink(trx, ctx, facts, link)) };
    return after;
  });
  // Admins and the class's leader (one of its students) see its private parts.
  return classDetailOf(db, row, 'member');
}
