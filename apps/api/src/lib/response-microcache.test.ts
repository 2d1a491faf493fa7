import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, queryKey, ResponseMicrocache } from './response-microcache.ts';

function deferred() {
  let resolve!: (v: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ResponseMicrocache', () => {
  it('shares one load between callers that miss the same key at once, then answers from memory', async () => {
    const cache = new ResponseMicrocache(10_000);
    const load = deferred();
    let loads = 0;
    const loader = () => {
      loads++;
      return load.promise;
    };
    const a = cache.fetch('k', null, loader);
    const b = cache.fetch('k', null, loader);
    load.resolve('{"x":1}');
    expect(await a).toEqual({ body: '{"x":1}', encoding: null });
    expect(await b).toEqual({ body: '{"x":1}', encoding: null });
    expect(await cache.fetch('k', null, loader)).toEqual({ body: '{"x":1}', encoding: null });
    expect(loads).toBe(1);
  });

  it('does not keep what a load read while a write happened, nor lets later callers join it', async () => {
    const cache = new ResponseMicrocache(10_000);
    const stale = deferred();
    const before = cache.fetch('k', null, () => stale.promise);
    cache.invalidate();
    const after = cache.fetch('k', null, () => Promise.resolve('"new"'));
    stale.resolve('"old"');
    expect((await after).body).toBe('"new"');
    await before; // it answers its own caller (or a fresher entry), but is never stored

    expect((await cache.fetch('k', null, () => Promise.resolve('"newer"'))).body).toBe('"new"');
  });

  it('drops only the answers that show an invalidated tag, and keeps out a load that overlapped one', async () => {
    const cache = new ResponseMicrocache(10_000);
    const json = (v: string) => () => Promise.resolve(v);
    await cache.fetch('a', null, json('"a"'), () => ['class:1']);
    await cache.fetch('b', null, json('"b"'), () => ['class:2', 'seats']);
    cache.invalidate(['class:1']);
    expect(cache.get('a', null)).toBeUndefined();
    expect(cache.get('b', null)?.body).toBe('"b"');
    cache.invalidate(['seats']);
    expect(cache.get('b', null)).toBeUndefined();

    const since = cache.mark();
    cache.invalidate(['class:9']);
    cache.set('c', since, '"c"', ['class:3']);
    expect(cache.get('c', null)?.body).toBe('"c"');
    cache.set('d', since, '"d"', ['class:9']);
    expect(cache.get('d', null)).toBeUndefined();
    const beforeAll = cache.mark();
    cache.invalidate();
    cache.set('e', beforeAll, '"e"', []);
    expect(cache.get('e', null)).toBeUndefined();
  });

  it('expires entries after the TTL and compresses big answers once per encoding', async () => {
    const cache = new ResponseMicrocache(1);
    const big = JSON.stringify({ data: 'á'.repeat(2000) });
    const br = await cache.fetch('k', 'br', () => Promise.resolve(big));
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(big);
    await new Promise((r) => setTimeout(r, 5));
    expect((await cache.fetch('k', null, () => Promise.resolve('"later"'))).body).toBe('"later"');
  });

  it('reads accept-encoding and builds keys independent of parameter order', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(queryKey({ b: 1, a: ['x', 'y'] })).toBe(queryKey({ a: ['x', 'y'], b: 1 }));
    expect(queryKey({ a: 1 })).not.toBe(queryKey({ a: 2 }));
    // Nested values count too: two sort orders are two answers.
    expect(queryKey({ sort: { key: 'subject', direction: 'asc' } })).not.toBe(
      queryKey({ sort: { key: 'subject', direction: 'desc' } }),
    );
  });
});
