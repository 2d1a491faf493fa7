import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { AnswerForms } from './reused-answers.ts';

/** A cached answer: its JSON text, what it shows (tags) and, made on first demand, its brotli and gzip forms. */
interface Entry {
  json: string;
  tags: readonly string[];
  expiresAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

export type Encoding = 'br' | 'gzip' | null;

/**
 * Whether a request may have changed data: a state-changing method under /api/ whose answer is not a
 * refusal. A 4xx refused it before anything was written (every write runs in one transaction that a
 * refusal rolls back), so it leaves the cache alone; a 5xx may have failed after writing, so it empties it.
 */
export function mayHaveWritten(method: string, url: string, statusCode: number): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !url.startsWith('/api/')) return false;
  return statusCode < 400 || statusCode >= 500;
}

/** Below this size an answer is sent as is (the compression plugin's threshold). */
const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli at quality 4 with a window no larger than the answer needs (at least 64 kB) instead of the
 * default 4 MB, which is set up on every call (a 16 kB page of the bench's list came out byte for byte the same).
 */
function compressed(json: string, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return gzipSync(json);
  const bytes = Buffer.byteLength(json);
  const window = Math.min(zlib.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(bytes + 1))));
  return brotliCompressSync(json, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 4,
      [zlib.BROTLI_PARAM_LGWIN]: window,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  });
}

/**
 * `json` in the best encoding the client accepts, compressed at once (as a cached answer is): an answer
 * that is not stored (the cache off, or a load that overlapped a write) is not handed to the compression
 * plugin, whose streams (used above 8 kB on 2 cores) cost several times the compression itself. An
 * answer handed out again unchanged (`forms` of its text, lib/reused-answers.ts) is compressed once.
 */
export function encodeAnswer(
  json: string,
  encoding: Encoding,
  forms?: AnswerForms | null,
): { body: string | Buffer; encoding: Encoding } {
  if (!encoding || json.length < COMPRESS_THRESHOLD) return { body: json, encoding: null };
  if (forms && forms.json === json) return { body: (forms[encoding] ??= compressed(json, encoding)), encoding };
  return { body: compressed(json, encoding), encoding };
}

/** How many recent invalidations are remembered to judge a load that overlapped them. */
const INVALIDATION_LOG = 256;

/**
 * A short-lived in-process cache of PUBLIC answers (the same for every caller), keyed by the normalised
 * query. Each answer carries tags naming what it shows (e.g. `class:12` for each class on its page, and
 * `seats` when its filter or order depends on seat counts). A write in this process invalidates, before
 * its answer is sent and again when it has gone out, the answers it may have changed: those with one
 * of the write's tags, or all of them when the write names none. So here a read that starts after a
 * write has answered never sees older data; callers that miss the same key at once share one read;
 * another process (several API processes on one PostgreSQL) may see an answer up to `ttlMs` old. A read
 * that overlapped an invalidation of one of its tags (or of everything) is not stored. TTL 0 turns the
 * cache off.
 */
export class ResponseMicrocache {
  private readonly entries = new Map<string, Entry>();
  /** Loads in flight, so the callers that miss the same key at once share one database read. */
  private readonly pending = new Map<string, Promise<unknown>>();
  /** Invalidations so far, and the most recent ones (null tags: everything). */
  private sequence = 0;
  private readonly recent: { sequence: number; tags: readonly string[] | null }[] = [];

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * Drops the answers that show any of `tags` (all answers without tags). A read already running may
   * have seen the data before the write: nobody new waits for it.
   */
  invalidate(tags?: readonly string[]): void {
    this.sequence++;
    this.recent.push({ sequence: this.sequence, tags: tags ?? null });
    if (this.recent.length > INVALIDATION_LOG) this.recent.shift();
    this.pending.clear();
    if (!tags) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (entry.tags.some((t) => tags.includes(t))) this.entries.delete(key);
  }

  /** Where a load starts: pass it to `set` so that a write it overlapped keeps its answer out. */
  mark(): number {
    return this.sequence;
  }

  /** The load other callers of `key` may wait for, if one is in flight. */
  inFlight(key: string): Promise<unknown> | undefined {
    return this.pending.get(key);
  }

  /** Registers a load of `key` in flight until `settled` settles. */
  track(key: string, settled: Promise<unknown>): void {
    const entry = settled.finally(() => {
      if (this.pending.get(key) === entry) this.pending.delete(key);
    });
    this.pending.set(key, entry);
  }

  /** The cached body in the best encoding the client accepts, or undefined. */
  get(key: string, encoding: Encoding, now = Date.now()): { body: string | Buffer; encoding: Encoding } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    if (!encoding || entry.json.length < COMPRESS_THRESHOLD) return { body: entry.json, encoding: null };
    if (encoding === 'br') {
      entry.br ??= compressed(entry.json, encoding);
      return { body: entry.br, encoding };
    }
    entry.gzip ??= compressed(entry.json, encoding);
    return { body: entry.gzip, encoding };
  }

  /** Stores `json` unless a write invalidated everything or one of `tags` since `since` (from `mark`). */
  set(key: string, since: number, json: string, tags: readonly string[], now = Date.now()): void {
    if (!this.enabled) return;
    if (since !== this.sequence) {
      const first = this.recent[0];
      // The overlapped invalidations are no longer all remembered: play safe.
      if (!first || first.sequence > since + 1) return;
      for (const inv of this.recent) {
        if (inv.sequence > since && (inv.tags === null || inv.tags.some((t) => tags.includes(t)))) return;
      }
    }
    if (this.entries.size >= this.maxEntries) {
      // Expired entries first; if none, the oldest (Map keeps insertion order).
      for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { json, tags, expiresAt: now + this.ttlMs });
  }
}

/** br or gzip (what the client accepts, br first), else null; a `q=0` refuses an encoding. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  let br = false;
  let gzip = false;
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

/**
 * A stable key for a parsed query: top-level keys sorted, values (arrays, objects such as the parsed
 * sort) serialised whole. (A replacer array would also drop every nested key: `{ key, direction }`
 * would become `{}` and two orders would share one answer.)
 */
export function queryKey(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .sort()
      .map((k) => [k, query[k]]),
  );
}
