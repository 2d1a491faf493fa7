import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, queryKey, ResponseMicrocache } from './response-microcache.ts';

function deferred() {
  let resolve!: (v: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ResponseMicrocache', () => {
  // The steps plugins/response-cache.ts takes for a request: get; else wait for a load in flight; else
  // track its own load from a mark, and set the answer with that mark.
  it('lets callers that miss a key wait for the load in flight, then answers from memory', async () => {
    const cache = new ResponseMicrocache(10_000);
    expect(cache.get('k', null)).toBeUndefined();
    expect(cache.inFlight('k')).toBeUndefined();
    const load = deferred();
    const since = cache.mark();
    cache.track('k', load.promise);
    const waiting = cache.inFlight('k');
    expect(waiting).toBeDefined();
    cache.set('k', since, '{"x":1}', []);
    load.resolve('{"x":1}');
    await waiting;
    expect(cache.inFlight('k')).toBeUndefined();
    expect(cache.get('k', null)).toEqual({ body: '{"x":1}', encoding: null });
  });

  it('does not keep what a load read while a write happened, nor lets later callers join it', () => {
    const cache = new ResponseMicrocache(10_000);
    const stale = deferred();
    const before = cache.mark();
    cache.track('k', stale.promise);
    cache.invalidate();
    expect(cache.inFlight('k')).toBeUndefined();
    cache.set('k', cache.mark(), '"new"', []);
    cache.set('k', before, '"old"', []);
    expect(cache.get('k', null)?.body).toBe('"new"');
    cache.invalidate();
    cache.set('k', before, '"old"', []);
    expect(cache.get('k', null)).toBeUndefined();
  });

  it('drops only the answers that show an invalidated tag, and keeps out a load that overlapped one', async () => {
    const cache = new ResponseMicrocache(10_000);
    cache.set('a', cache.mark(), '"a"', ['class:1']);
    cache.set('b', cache.mark(), '"b"', ['class:2', 'seats']);
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

  it('expires entries after the TTL and compresses big answers once per encoding', () => {
    const cache = new ResponseMicrocache(1000);
    const big = JSON.stringify({ data: 'á'.repeat(2000) });
    const stored = Date.now();
    cache.set('k', cache.mark(), big, [], stored);
    const br = cache.get('k', 'br', stored + 10)!;
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(big);
    expect(cache.get('k', 'br', stored + 20)!.body).toBe(br.body);
    expect(cache.get('k', 'gzip', stored + 20)!.encoding).toBe('gzip');
    expect(cache.get('k', null, stored + 999)?.body).toBe(big);
    expect(cache.get('k', null, stored + 1000)).toBeUndefined();
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
