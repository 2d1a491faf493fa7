/**
 * The one clock of the server. Every rule that compares with "now" asks `app.clock.now()` (services get it
 * in their context), so a test decides what time it is instead of waiting for time to pass
 * (docs/architecture.md, «Time»). Dates are compared in America/Cancun by the domain's calendar rules,
 * whatever zone the server runs in.
 */
export interface Clock {
  now(): Date;
}

/** The machine's time. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `at` now and then runs at the machine's pace; `set` moves it to another instant and
 * `advance` forward. Tests build the app with one; `CLOCK_AT` (never in production) starts a server on one.
 */
export class SettableClock implements Clock {
  #offsetMs: number;

  constructor(at: Date = new Date()) {
    this.#offsetMs = at.getTime() - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  set(at: Date): void {
    this.#offsetMs = at.getTime() - Date.now();
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}
