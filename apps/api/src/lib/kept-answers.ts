import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * The one cache of the class list and «Mis Cursos» (docs/architecture.md, «La caché de la lista de
 * clases»): the last answer of each key is kept as it was serialised, with the print of what it was
 * built from (the classes' rows version and the live seats of its classes, read by one small statement).
 * A request reads the print again and hands out the kept answer while it is the same; within `freshMs`
 * of its last check, and unless a write through this process touched one of its classes since, it is
 * handed out without that read. So another process's write shows within `freshMs`, this process's at once.
 */

export type Encoding = 'br' | 'gzip' | null;

/** How many recent writes are remembered to judge a load or a check that overlapped them. */
const RECENT_WRITES = 256;

/** A kept answer: its JSON text, its print and classes, and its compressed forms, made on first demand. */
export class KeptAnswer {
  br?: Buffer;
  gzip?: Buffer;
  constructor(
    readonly json: string,
    readonly print: string,
    readonly classIds: readonly number[],
    /** When the print was last found unchanged (ms); -Infinity: must be checked before it goes out. */
    public checkedAt: number,
    /**
     * The part of the print only a new build can follow (the class list: its rows version). While it holds, an
     * answer whose print moved in what the caller can patch (the seats) is patched and kept again instead.
     */
    readonly basis?: string,
  ) {}
}

export class KeptAnswers {
  private readonly entries = new Map<string, KeptAnswer>();
  private writeCount = 0;
  /** The most recent writes (null classes: all), to judge a load or a check that overlapped them. */
  private readonly recent: { seq: number; classIds: readonly number[] | null }[] = [];
  private built = 0;
  private patched = 0;

  constructor(
    /** How long an answer may go out without its print being read again (0: always read). */
    readonly freshMs: number,
    /** At most this many keys, the least recently used out first. */
    private readonly max: number,
    /** Answers at least this long (bytes) go out compressed. */
    private readonly compressFrom = 1024,
    /** The time in ms (the app's clock, which tests move). */
    private readonly now: () => number = Date.now,
  ) {}

  /** How many answers were built and kept (for tests). */
  get builds(): number {
    return this.built;
  }

  /** How many of those were patches of a kept answer rather than new builds (for tests). */
  get patches(): number {
    return this.patched;
  }

  /** Writes seen so far: a load or a check that overlapped one does not count as a check. */
  get writes(): number {
    return this.writeCount;
  }

  /** The answer kept for `key` if it was checked within `freshMs` and no write here touched it since. */
  fresh(key: string): KeptAnswer | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    const age = this.now() - kept.checkedAt;
    // A clock moved back (tests) does not make an answer fresh.
    return age >= 0 && age < this.freshMs ? kept : undefined;
  }

  /** The answer kept for `key`, whatever its print (to read its print again). */
  peek(key: string): KeptAnswer | undefined {
    return this.entries.get(key);
  }

  /** The answer kept for `key` if it was built from `print` (read when `writes` was `since`). */
  recall(key: string, print: string, since: number): KeptAnswer | undefined {
    const kept = this.entries.get(key);
    if (!kept || kept.print !== print) return undefined;
    this.entries.delete(key);
    this.entries.set(key, kept);
    if (!this.touchedSince(since, kept.classIds)) kept.checkedAt = this.now();
    return kept;
  }

  /** Keeps `json`, built from `print` (read when `writes` was `since`), for `key`. */
  keep(
    key: string,
    print: string,
    classIds: readonly number[],
    json: string,
    since: number,
    basis?: string,
  ): KeptAnswer {
    this.built++;
    const checkedAt = this.touchedSince(since, classIds) ? -Infinity : this.now();
    const kept = new KeptAnswer(json, print, classIds, checkedAt, basis);
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, kept);
    return kept;
  }

  /** Keeps `json` for `key`: its kept answer patched to `print`, its basis unchanged (read when `writes` was `since`). */
  keepPatched(key: string, kept: KeptAnswer, print: string, json: string, since: number): KeptAnswer {
    this.patched++;
    return this.keep(key, print, kept.classIds, json, since, kept.basis);
  }

  /**
   * A write through this process: the answers that show one of `classIds` (all of them when the
   * write does not say which) are checked before they go out again. `[]`: the write changed nothing shown.
   */
  written(classIds?: readonly number[]): void {
    if (classIds && classIds.length === 0) return;
    this.writeCount++;
    this.recent.push({ seq: this.writeCount, classIds: classIds ?? null });
    if (this.recent.length > RECENT_WRITES) this.recent.shift();
    for (const kept of this.entries.values()) {
      if (!classIds || kept.classIds.some((id) => classIds.includes(id))) kept.checkedAt = -Infinity;
    }
  }

  /**
   * Whether a write made here since `since` may have changed an answer showing `classIds` (then what was read
   * meanwhile may predate it, and does not count as a check). Writes to other classes do not count: under a
   * stream of enrolments the pages that show none of them stay fresh.
   */
  private touchedSince(since: number, classIds: readonly number[]): boolean {
    if (since === this.writeCount) return false;
    const first = this.recent[0];
    // Not every write since then is remembered: assume the worst.
    if (!first || first.seq > since + 1) return true;
    return this.recent.some(
      (w) => w.seq > since && (w.classIds === null || w.classIds.some((id) => classIds.includes(id))),
    );
  }

  /** The answer's body in the best encoding the client accepts (compressed once per encoding). */
  body(kept: KeptAnswer, encoding: Encoding): { body: string | Buffer; encoding: Encoding } {
    if (!encoding || kept.json.length < this.compressFrom) return { body: kept.json, encoding: null };
    return { body: (kept[encoding] ??= compressed(kept.json, encoding)), encoding };
  }
}

/**
 * Brotli at quality 4 with a window no larger than the answer needs (at least 64 kB) instead of the
 * default 4 MB, which is set up on every call.
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
 * Whether a request may have changed data: a state-changing method under /api/ whose answer is not a
 * refusal. A 4xx refused it before anything was written (every write runs in one transaction that a
 * refusal rolls back); a 5xx may have failed after writing.
 */
export function mayHaveWritten(method: string, url: string, statusCode: number): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !url.startsWith('/api/')) return false;
  return statusCode < 400 || statusCode >= 500;
}

/**
 * What a list of database rows says, as one string: two reads give the same print exactly when every
 * column of every row (and their order) is the same.
 */
export function printOf(rows: readonly object[]): string {
  let print = '';
  for (const row of rows) {
    print += '\u001e';
    for (const value of Object.values(row)) {
      print += '\u001f';
      // JSON keeps null apart from "null" and a separator inside a text apart from two values.
      print += typeof value === 'number' ? String(value) : JSON.stringify(value);
    }
  }
  return print;
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
 * sort) serialised whole.
 */
export function queryKey(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .sort()
      .map((k) => [k, query[k]]),
  );
}
