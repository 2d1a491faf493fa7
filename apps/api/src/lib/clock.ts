import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The one clock of the server. Every rule that compares with "now" asks `app.clock.now()` (services get it
 * in their context), so a test decides what time it is instead of waiting for time to pass
 * (docs/architecture.md, «Time»). Dates are compared in America/Cancun by the domain's calendar rules,
 * whatever zone the server runs in.
 */
export interface Clock {
  now(): Date;
  /** Lets `ms` pass on this clock (the sign-in brake's delay): real time on the system's clock. */
  sleep(ms: number): Promise<void>;
}

/** The machine's time. */
export const systemClock: Clock = { now: () => new Date(), sleep: (ms) => sleep(ms) };

/**
 * A clock that reads `at` now and then runs at the machine's pace; `set` moves it to another instant and
 * `advance` forward. Tests build the app with one; `CLOCK_AT` (never in production) starts a server on one.
 * Its time belongs to whoever set it, so `sleep` moves it forward at once instead of waiting: a test of a
 * delay checks how far the clock moved, not how long the machine took.
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

  sleep(ms: number): Promise<void> {
    this.advance(Math.max(0, ms));
    return Promise.resolve();
  }
}
