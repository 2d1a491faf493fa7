import { MAX_WAITLISTS_PER_STUDENT } from '../constants.ts';
import { STUDENT_ENROLMENT_STATUS } from './class-status.ts';
import type { ScheduleClash } from './schedule-clash.ts';

/**
 * The waitlist(docs/rules.md ESP): a student joins the list of a full
 * pending class they are neither in nor waiting for, whose schedule does not clash with their
 * counting classes, and waits on at most 2 lists. A student at the 2-class limit may still join:
 * they keep their turn and are skipped at promotion until they qualify.
 */
export type WaitlistBlock =
  'enrolled' | 'unregistered' | 'hold' | 'waiting' | 'closed' | 'notFull' | 'clash' | 'waitlistLimit';

export interface WaitlistCandidate {
  registered: boolean;
  inClass: boolean;
  /** Already on this class's list. */
  waiting: boolean;
  /** Lists the student waits on now. */
  waitlists: number;
  clash?: ScheduleClash | null;
  /** The reason of the student's hold not lifted, or null. */
  hold?: string | null;
}

export type WaitlistVerdict =
  { ok: true } | { ok: false; block: WaitlistBlock; clash?: ScheduleClash; reason?: string };

export function waitlistEligibility(
  cls: { status: string; enrolled: number; max_students: number; held?: number },
  who: WaitlistCandidate,
): WaitlistVerdict {
  if (who.inClass) return { ok: false, block: 'enrolled' };
  if (!who.registered) return { ok: false, block: 'unregistered' };
  // A held student joins no list (they keep the places they hold).
  if (who.hold) return { ok: false, block: 'hold', reason: who.hold };
  if (who.waiting) return { ok: false, block: 'waiting' };
  if (cls.status !== STUDENT_ENROLMENT_STATUS) return { ok: false, block: 'closed' };
  // A seat held by an open offer is taken for everyone but its holder.
  if (cls.enrolled + (cls.held ?? 0) < cls.max_students) return { ok: false, block: 'notFull' };
  if (who.clash) return { ok: false, block: 'clash', clash: who.clash };
  if (who.waitlists >= MAX_WAITLISTS_PER_STUDENT) return { ok: false, block: 'waitlistLimit' };
  return { ok: true };
}

/** «Eres el 3.º de 7 en la lista de espera» (the offers' texts are in waitlist-offers.ts: not every page needs them). */
export function waitlistPositionText(position: number, total: number): string {
  return `Eres el ${position}.º de ${Math.max(total, position)} en la lista de espera`;
}

/** What "Mis Cursos" shows on a class the student got from a waitlist. */
export const WAITLIST_PROMOTED_TEXT = 'Te inscribimos desde la lista de espera.';
