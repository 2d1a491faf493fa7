import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncoding,
  encodeAnswer,
  mayHaveWritten,
  queryKey,
  ResponseMicrocache,
} from '../lib/response-microcache.ts';
import { type AnswerForms, reusedForms } from '../lib/reused-answers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public GET (the same answer for every caller) that may be answered from the in-process
     * microcache; `tags` names what an answer shows, so that a write invalidates only what it changes.
     */
    microcache?: { tags(query: unknown, body: unknown): string[] };
    /**
     * What a successful write of this route may change in cached answers (their tags). Without it, a
     * write that may have changed data invalidates every cached answer.
     */
    cacheChanges?: (request: FastifyRequest) => string[];
  }
  interface FastifyRequest {
    /** A cache miss being loaded by this request: its key, where it started, and what it shows. */
    microcacheLoad: { key: string; since: number; tags: string[]; done: () => void } | null;
    /** The forms of an answer handed out again unchanged (lib/reused-answers.ts): compressed once. */
    answerForms: AnswerForms | null;
  }
}

function keyOf(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0]!;
  return `${path} ${queryKey((request.query ?? {}) as Record<string, unknown>)}`;
}

function sendCached(reply: FastifyReply, body: string | Buffer, encoding: string | null): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  // Already serialised (and maybe compressed): Fastify sends a string or a Buffer as it is.
  return reply.send(body);
}

/**
 * The microcache of public answers as route hooks (lib/response-microcache.ts holds the rules): a route
 * opts in with `config.microcache`; its handler just answers, and the answer is serialised, stored and
 * compressed once, then sent from memory until the TTL or a write. Every write that may have changed
 * data (a state-changing /api/ request not refused with a 4xx) invalidates, before its answer is sent
 * and again once it has gone out, the tags its route declares in `config.cacheChanges`, or everything.
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance, opts: { ttlMs: number }) => {
    const cache = new ResponseMicrocache(opts.ttlMs);
    app.decorate('responseCache', cache);
    app.decorateRequest('microcacheLoad', null);
    app.decorateRequest('answerForms', null);

    const invalidateAfterWrite = (request: FastifyRequest, reply: FastifyReply) => {
      if (!mayHaveWritten(request.method, request.url, reply.statusCode)) return;
      const changes = request.routeOptions.config.cacheChanges;
      // A 5xx may have failed anywhere after writing: everything goes.
      cache.invalidate(changes && reply.statusCode < 500 ? changes(request) : undefined);
    };

    app.addHook('preHandler', async (request, reply) => {
      const spec = request.routeOptions.config.microcache;
      if (!spec || !cache.enabled || request.method !== 'GET') return;
      const key = keyOf(request);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      let hit = cache.get(key, encoding);
      if (!hit) {
        // Another request is loading this answer: wait for it rather than read the same rows again.
        const loading = cache.inFlight(key);
        if (loading) {
          await loading.catch(() => undefined);
          hit = cache.get(key, encoding);
        }
      }
      if (hit) return sendCached(reply, hit.body, hit.encoding);
      let done!: () => void;
      cache.track(key, new Promise<void>((resolve) => (done = resolve)));
      request.microcacheLoad = { key, since: cache.mark(), tags: [], done };
    });

    app.addHook('preSerialization', async (request, reply, payload) => {
      const load = request.microcacheLoad;
      const spec = request.routeOptions.config.microcache;
      if (load && spec && reply.statusCode === 200) load.tags = spec.tags(request.query, payload);
      if (spec) request.answerForms = reusedForms(payload) ?? null;
      return payload;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      invalidateAfterWrite(request, reply);
      const load = request.microcacheLoad;
      // Whatever the outcome, those waiting for this load stop waiting (onResponse repeats it).
      load?.done();
      if (!request.routeOptions.config.microcache || request.method !== 'GET') return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (load) cache.set(load.key, load.since, payload, load.tags);
      // Not stored (cache off, or the load overlapped a write): compressed here all the same.
      const stored = (load && cache.get(load.key, encoding)) || encodeAnswer(payload, encoding, request.answerForms);
      reply.header('vary', 'accept-encoding');
      if (stored.encoding) reply.header('content-encoding', stored.encoding);
      return stored.body;
    });

    app.addHook('onResponse', async (request, reply) => {
      invalidateAfterWrite(request, reply);
      request.microcacheLoad?.done();
    });
    app.addHook('onRequestAbort', async (request) => request.microcacheLoad?.done());
  },
  { name: 'response-cache' },
);

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseMicrocache;
  }
}
