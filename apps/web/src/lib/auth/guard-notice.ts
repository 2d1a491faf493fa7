/**
 * Why a guard sent someone away, carried in the history state of the page it sent them to (docs/rules.md ACC-7: the
 * student area sends everyone else to '/'), so that page can say so instead of a silent jump.
 */
export type GuardNotice = 'student-area';

export function guardNoticeState(notice: GuardNotice) {
  return { guardNotice: notice };
}

export function readGuardNotice(state: unknown): GuardNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { guardNotice?: unknown }).guardNotice;
  return notice === 'student-area' ? notice : null;
}
