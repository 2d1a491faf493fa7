/**
 * Answers handed out again, unchanged, while what they are built from has not changed (the class
 * list's pages and each student's «Mis Cursos»; docs/rules.md LIS-8 «Lo que muestra la lista de clases
 * cambia»): each is built, serialised and compressed once, then the same object, text and bytes go out
 * again. An answer registered here is never mutated afterwards.
 */

/** An answer's serialised and compressed forms, made on first demand. */
export interface AnswerForms {
  /** The serialiser that made `json` (a route's response schema). */
  serializer?: unknown;
  json?: string;
  br?: Buffer;
  gzip?: Buffer;
}

const formsOf = new WeakMap<object, AnswerForms>();

/** The forms of an answer handed out again, or undefined for any other value. */
export function reusedForms(answer: unknown): AnswerForms | undefined {
  return typeof answer === 'object' && answer !== null ? formsOf.get(answer) : undefined;
}

/**
 * What a list of database rows says, as one string: two reads give the same print exactly when every
 * column of every row (and their order) is the same.
 */
export function printOf(rows: readonly object[], extra: string | number): string {
  let print = String(extra);
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

/**
 * The last answer built for each key (a page of a list), kept with the print of what it was built from:
 * while a request reads the same print, it hands out the same answer object. At most `max` keys, the
 * least recently used out first.
 */
export class AnswerMemo<T extends object> {
  private readonly entries = new Map<string, { print: string; answer: T }>();
  private built = 0;

  constructor(private readonly max: number) {}

  /** How many answers were kept (built, not handed out again); for tests. */
  get builds(): number {
    return this.built;
  }

  /** The answer kept for `key`, if it was built from `print`. */
  recall(key: string, print: string): T | undefined {
    const kept = this.entries.get(key);
    if (!kept || kept.print !== print) return undefined;
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.answer;
  }

  /** Whether an answer is kept for `key` (built from any print). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Keeps `answer`, built from `print`, for `key`; from now on it is never mutated. */
  keep(key: string, print: string, answer: T): T {
    this.built++;
    formsOf.set(answer, {});
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { print, answer });
    return answer;
  }
}
