import { INSTITUTE_ZONE } from './institute-days.ts';
import { formatDuration } from './schedule.ts';

/**
 * Waitlist offers (docs/rules.md ESP): a freed seat is offered to the first student of the list who
 * qualifies, held for them alone until a deadline; they accept (an enrolment, every rule again) or
 * decline, and a declined or expired offer goes to the next. The instants are computed here so the
 * API and the screens agree on them.
 */

/** How long an offer stays open when WAITLIST_OFFER_HOURS says nothing. */
export const DEFAULT_WAITLIST_OFFER_HOURS = 24;

/** How long before an offer's deadline its holder is reminded. */
export const OFFER_REMINDER_HOURS = 2;

const HOUR_MS = 3_600_000;

/** The instant an offer made at `now` stops being open. */
export function offerDeadline(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * HOUR_MS);
}

/** When the holder is reminded: 2 h before the deadline; null when that instant is not after `now`. */
export function offerReminderAt(expiresAt: Date, now: Date): Date | null {
  const at = new Date(expiresAt.getTime() - OFFER_REMINDER_HOURS * HOUR_MS);
  return at.getTime() > now.getTime() ? at : null;
}

/** An offer is open strictly before its deadline. */
export function isOfferOpen(expiresAt: string | Date | null | undefined, now: Date): boolean {
  if (!expiresAt) return false;
  return new Date(expiresAt).getTime() > now.getTime();
}

/** «Te quedan 5 h 12 min para aceptar el lugar» (rounded down to the minute; under a minute: «menos de 1 min»). */
export function offerTimeLeftText(expiresAt: string | Date, now: Date): string {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (ms <= 0) return 'El plazo para aceptar el lugar ya venció';
  const minutes = Math.floor(ms / 60_000);
  return `Te quedan ${minutes < 1 ? 'menos de 1 min' : formatDuration(minutes)} para aceptar el lugar`;
}

/** What the offer says on the student's screens. */
export const WAITLIST_OFFER_TEXT = 'Se liberó un lugar y está apartado para ti.';

/**
 * «11 de junio a las 10:00» — an offer's deadline as the institute reads it (America/Cancun); built from
 * the parts so every runtime's locale data writes it alike.
 */
export function offerDeadlineText(expiresAt: string | Date): string {
  const format = new Intl.DateTimeFormat('es-MX', {
    timeZone: INSTITUTE_ZONE,
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(format.formatToParts(new Date(expiresAt)).map((p) => [p.type, p.value]));
  return `${parts['day']} de ${parts['month']} a las ${parts['hour']}:${parts['minute']}`;
}
