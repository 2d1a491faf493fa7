import type { StudentIdentity } from '../../lib/identity.ts';
import { identityWrites } from '../../lib/identity-writes.ts';

/** The longest an identity is kept, whatever the notices say (a safety bound, not what keeps it right). */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;

/**
 * The student identities this process resolved, by bearer token, so a signed-in student's request needs
 * no identity read (on PostgreSQL, a round trip). Kept only while the process is told of every change
 * that could make one wrong: `listening()` / `deaf()` / `changed()` are fed by the PostgreSQL listener
 * (db/change-notices.ts, channel `portal_identity`, the triggers of migration 2026-12-06-0100): any notice
 * drops everything, and while the listener is lost nothing is kept or handed out. A read that started
 * before a drop is not kept (the generation it started under is gone), so an answer read before a
 * sign-out cannot come back after it. Students without a student record are never kept: their record
 * may be created by another process at any moment. SQLite keeps nothing (the cache is never told it is
 * listening): its identity read is an in-process statement. docs/decisions/040-identity-cache.md.
 */
export class IdentityCache {
  #entries = new Map<string, { identity: StudentIdentity; until: number }>();
  #generation = 0;
  #seenLocalWrites = identityWrites();
  #listening = false;
  hits = 0;

  /** The stamp a read starts under; null while nothing may be kept. */
  begin(): number | null {
    this.#sync();
    return this.#listening ? this.#generation : null;
  }

  get(token: string, nowMs: number): StudentIdentity | undefined {
    this.#sync();
    if (!this.#listening) return undefined;
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= nowMs) {
      this.#entries.delete(token);
      return undefined;
    }
    this.hits++;
    return entry.identity;
  }

  set(token: string, identity: StudentIdentity, stamp: number | null, nowMs: number): void {
    this.#sync();
    if (stamp === null || !this.#listening || stamp !== this.#generation || identity.studentId === null) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    // Handed to many requests: none may change it.
    this.#entries.set(token, { identity: Object.freeze({ ...identity }), until: nowMs + MAX_AGE_MS });
  }

  changed(): void {
    this.#generation++;
    this.#entries.clear();
  }

  listening(): void {
    this.changed();
    this.#listening = true;
  }

  deaf(): void {
    this.#listening = false;
    this.changed();
  }

  get size(): number {
    return this.#entries.size;
  }

  #sync(): void {
    const writes = identityWrites();
    if (this.#seenLocalWrites === writes) return;
    this.#seenLocalWrites = writes;
    this.changed();
  }
}
