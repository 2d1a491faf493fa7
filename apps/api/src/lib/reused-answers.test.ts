import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerMemo, printOf, reusedForms } from './reused-answers.ts';
import { jsonSchemaSerializerCompiler } from './json-schema-serializer.ts';
import { encodeAnswer } from './response-microcache.ts';

describe('printOf', () => {
  it('differs when any value, the order of the rows or the extra value differs', () => {
    const rows = [
      { id: 1, seats: 3, name: 'A' },
      { id: 2, seats: 0, name: null },
    ];
    const print = printOf(rows, 7);
    expect(
      printOf(
        rows.map((r) => ({ ...r })),
        7,
      ),
    ).toBe(print);
    expect(printOf([{ ...rows[0]!, seats: 4 }, rows[1]!], 7)).not.toBe(print);
    expect(printOf([rows[1]!, rows[0]!], 7)).not.toBe(print);
    expect(printOf(rows, 8)).not.toBe(print);
    // null and the text "null" are different values.
    expect(printOf([{ a: null }], 0)).not.toBe(printOf([{ a: 'null' }], 0));
    expect(printOf([{ a: [1, 2] }], 0)).not.toBe(printOf([{ a: [1, 3] }], 0));
  });
});

describe('AnswerMemo', () => {
  it('hands out the kept answer only for the same print, and forgets the least recently used', () => {
    const memo = new AnswerMemo<{ n: number }>(2);
    const a = memo.keep('a', 'p1', { n: 1 });
    expect(memo.recall('a', 'p1')).toBe(a);
    expect(memo.recall('a', 'p2')).toBeUndefined();
    memo.keep('b', 'p1', { n: 2 });
    memo.recall('a', 'p1');
    memo.keep('c', 'p1', { n: 3 });
    expect(memo.has('a')).toBe(true);
    expect(memo.has('b')).toBe(false);
    expect(memo.builds).toBe(3);
    expect(reusedForms(a)).toEqual({});
    expect(reusedForms({ n: 1 })).toBeUndefined();
  });

  it('serialises and compresses a kept answer once, with the same output as a fresh one', () => {
    const schema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
    const serialise = jsonSchemaSerializerCompiler({ schema });
    const data = Array.from({ length: 60 }, (_, id) => ({ id, name: `Clase número ${id}` }));
    const answer = new AnswerMemo<{ data: typeof data }>(1).keep('k', 'p', { data });
    const json = serialise(answer);
    expect(json).toBe(serialise({ data }));
    expect(serialise(answer)).toBe(json);
    const forms = reusedForms(answer)!;
    const first = encodeAnswer(json, 'br', forms);
    expect(encodeAnswer(json, 'br', forms).body).toBe(first.body);
    expect(first.body).toEqual(encodeAnswer(json, 'br').body);
    // Another text (another route's schema) is never answered with these bytes.
    expect(encodeAnswer(`${json} `, 'br', forms).body).not.toBe(first.body);
  });
});
