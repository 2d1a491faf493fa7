import { randomBytes } from 'node:crypto';
import { DomainError } from '@portal/domain/errors';
import type { CalendarToken } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { schedulesOfClasses } from '../../db/class-schedules.repository.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import { isAdmin, type Identity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { calendarText } from './calendar-feed.ts';
import {
  classesOfStudent,
  classesOfTeacher,
  deleteToken,
  feedClass,
  holdsPlace,
  ownerOfToken,
  replaceToken,
  tokenOfUser,
  type FeedClass,
} from './calendar.repository.ts';

/** Who has a private calendar: students and teachers (their own classes); nobody else has classes to list. */
function calendarOwner(identity: Identity): number {
  if (identity.kind === 'student' || identity.role === 'teacher') return identity.userId;
  throw new DomainError('calendarOwnerOnly');
}

function addressOf(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`;
}

/** GET /calendar/token: the caller's address, or none. */
export async function myCalendarToken(db: DbOrTrx, identity: Identity, publicUrl: string): Promise<CalendarToken> {
  const row = await tokenOfUser(db, calendarOwner(identity));
  return row ? { url: addressOf(publicUrl, row.token), created_at: row.created_at } : { url: null, created_at: null };
}

/**
 * POST /calendar/token: a new private address (192 random bits, the only credential of the feed),
 * replacing the caller's previous one, which stops working at once.
 */
export async function createCalendarToken(
  db: Db,
  ctx: ServiceContext,
  identity: Identity,
  publicUrl: string,
): Promise<CalendarToken> {
  const userId = calendarOwner(identity);
  const token = randomBytes(24).toString('base64url');
  const at = ctx.now.toISOString();
  await writeTransaction(db, async (trx) => {
    await replaceToken(trx, userId, token, at);
    await recordActivity(trx, ctx, { action: 'calendar.token_created' });
  });
  return { url: addressOf(publicUrl, token), created_at: at };
}

/** DELETE /calendar/token: the address stops working at once. */
export async function revokeCalendarToken(db: Db, ctx: ServiceContext, identity: Identity): Promise<void> {
  const userId = calendarOwner(identity);
  await writeTransaction(db, async (trx) => {
    if (await deleteToken(trx, userId)) await recordActivity(trx, ctx, { action: 'calendar.token_revoked' });
  });
}

async function render(
  db: DbOrTrx,
  name: string,
  classes: FeedClass[],
  opts: { now: Date; host: string; whatsapp: boolean },
) {
  const schedules = await schedulesOfClasses(
    db,
    classes.map((c) => c.id_class),
  );
  return calendarText(name, classes, schedules, { now: opts.now, host: opts.host, withWhatsapp: () => opts.whatsapp });
}

/**
 * GET /calendar/{token}.ics: the owner's classes — a student's (WhatsApp groups included: they are members)
 * or a teacher's. An unknown or revoked token is a 404, like any address that does not exist.
 */
export async function feedOfToken(db: DbOrTrx, token: string, now: Date, publicUrl: string): Promise<string> {
  const owner = await ownerOfToken(db, token);
  if (!owner) throw new DomainError('calendarNotFound');
  const host = new URL(publicUrl).host;
  if (owner.id_student !== null) {
    return render(db, 'Mis clases de verano', await classesOfStudent(db, owner.id_student), {
      now,
      host,
      whatsapp: true,
    });
  }
  return render(db, 'Mis clases de verano (docente)', await classesOfTeacher(db, owner.id_user), {
    now,
    host,
    whatsapp: false,
  });
}

/** GET /classes/{id}/calendar.ics: one class's sessions, for whoever may see the class (its WhatsApp group only for members). */
export async function feedOfClass(
  db: DbOrTrx,
  identity: Identity | null,
  classId: number,
  now: Date,
  publicUrl: string,
): Promise<string> {
  const cls = await feedClass(db, classId);
  if (!cls) throw new DomainError('classNotFound');
  // The class detail's rule (docs/rules.md DAT): its WhatsApp group for admins and its own students only.
  const member =
    isAdmin(identity) ||
    (identity?.kind === 'student' &&
      identity.studentId !== null &&
      (await holdsPlace(db, classId, identity.studentId)));
  return render(db, cls.subject_name, [cls], { now, host: new URL(publicUrl).host, whatsapp: member });
}
