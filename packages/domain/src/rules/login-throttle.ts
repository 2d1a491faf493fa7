/**
 * Staff sign-in throttling: a lock-out that only the attacker suffers. Every counter runs
 * over a window of 15 minutes and counts wrong email-or-password answers only (a correct sign-in never
 * counts):
 * - per email AND address: after `failuresPerEmailAndAddress`, that address is refused (429) for that
 *   email — the owner signing in from another address is not;
 * - per address (any email): after `failuresPerAddress`, the address is refused for every email;
 * - per email (any address), the global brake: past `brakeFreeFailures` every attempt for that email
 *   waits a growing delay before its password is checked — never a refusal, so someone else's
 *   failures can slow the owner's sign-in down by at most `brakeMaxDelayMs`, never stop it.
 * Every attempt from one address (valid or not) also counts toward `attemptsPerAddress`.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  attemptsPerAddress: 100,
  failuresPerAddress: 30,
  failuresPerEmailAndAddress: 8,
  brakeFreeFailures: 10,
  brakeFirstDelayMs: 500,
  brakeMaxDelayMs: 8000,
} as const;

/**
 * How long an attempt for an email waits, given that email's failures (from any address) in the
 * window: nothing up to `brakeFreeFailures`, then 0.5 s, 1 s, 2 s, 4 s, and 8 s from then on.
 */
export function loginBrakeDelayMs(failuresForEmail: number, limits = LOGIN_LIMITS): number {
  const over = Math.floor(failuresForEmail) - limits.brakeFreeFailures;
  if (!(over > 0)) return 0;
  return Math.min(limits.brakeMaxDelayMs, limits.brakeFirstDelayMs * 2 ** Math.min(over - 1, 30));
}
