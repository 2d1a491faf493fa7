import { DomainError } from '@portal/domain/errors';
import { adminStatusChange, whatsappLinkProblem } from '@portal/domain/rules';
import type { ClassDetail, UpdateClassBody } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { isAdmin, type Identity } from '../../lib/identity.ts';
import { classState, setWhatsappLink, setWhatsappLinkAsLeader, whatsappLinkOf } from './classes.repository.ts';
import { isGroupLeader } from './enrolment.repository.ts';
import { recordActivity } from '../../events/activity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { lockedClass } from '../../db/locked-rows.ts';
import { moveStatusInTransaction } from './class-transitions.service.ts';
import { getClassDetail } from './classes.service.ts';
import { keepCalendar } from '../../lib/period-guard.ts';

async function recordLinkChange(
  trx: DbOrTrx,
  ctx: ServiceContext,
  classId: number,
  before: string | null,
  after: string,
): Promise<void> {
  await recordActivity(trx, ctx, { action: 'class.whatsapp_changed', classId, detail: { before, after } });
}

/** An admin's link change: written, and logged when it changed anything. */
async function changeLink(trx: DbOrTrx, ctx: ServiceContext, classId: number, link: string): Promise<void> {
  const before = await whatsappLinkOf(trx, classId);
  await setWhatsappLink(trx, classId, link, ctx.now.toISOString());
  if (before !== undefined && before !== link) await recordLinkChange(trx, ctx, classId, before, link);
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
 * changes the link and the status, coerced and checked by `adminStatusChange`, written only if the
 * status is still the one the decision was based on, and recorded in the history.
 */
export async function updateClass(
  db: Db,
  ctx: ServiceContext,
  identity: Identity,
  classId: number,
  body: UpdateClassBody,
): Promise<ClassDetail> {
  const link = requestedLink(body);
  const at = ctx.now.toISOString();
  await keepCalendar(db, classId, ctx.now, 'change', 'admin');
  if (isAdmin(identity)) {
    await writeTransaction(db, async (trx) => {
      const current = (await lockedClass(trx, classId))?.status;
      if (current === undefined) throw new DomainError('classNotFound');
      const requested = body.status?.trim();
      const change = requested ? adminStatusChange(current, requested) : ({ kind: 'unchanged' } as const);
      if (change.kind === 'refused') throw new DomainError('statusTransition', { message: change.message });
      if (change.kind === 'unchanged') {
        if (link !== undefined) await changeLink(trx, ctx, classId, link);
        return;
      }
      // The same rules as POST /classes/{id}/status: quorum, release, no reopening of a released class.
      await moveStatusInTransaction(trx, ctx, { classId, target: change.to, comment: null });
      if (link !== undefined) await changeLink(trx, ctx, classId, link);
    });
    return getClassDetail(db, identity, classId);
  }

  const studentId = identity.kind === 'student' ? identity.studentId : null;
  const allowed =
    studentId !== null &&
    (link === undefined
      ? await isGroupLeader(db, classId, studentId)
      : await writeTransaction(db, async (trx) => {
          const before = await whatsappLinkOf(trx, classId);
          // The leader check and the write stay one conditional statement.
          const done = await setWhatsappLinkAsLeader(trx, classId, studentId, link, at);
          if (done && before !== link) await recordLinkChange(trx, ctx, classId, before ?? null, link);
          return done;
        }));
  if (!allowed) {
    if ((await classState(db, classId)) === undefined) throw new DomainError('classNotFound');
    throw new DomainError('notGroupLeader');
  }
  return getClassDetail(db, identity, classId);
}
