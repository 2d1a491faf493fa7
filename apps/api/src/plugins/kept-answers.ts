import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, KeptAnswer, KeptAnswers, mayHaveWritten } from '../lib/kept-answers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The classes a successful write of this route may change (`[]`: nothing the class list shows).
     * Without it, a write re-checks every kept answer of the list before it goes out again.
     */
    changesClasses?: (request: FastifyRequest) => number[];
  }
  interface FastifyInstance {
    /** The kept answers (lib/kept-answers.ts): the public class list's, and each student's «Mis Cursos». */
    keptAnswers: { list: KeptAnswers; student: KeptAnswers };
  }
}

/**
 * Holds the kept answers and tells them about this process's writes: every request that may have
 * written (lib/kept-answers.ts `mayHaveWritten`) marks, before its answer is sent, the list's answers
 * that show a class it changed (all of them when its route does not say, or after a 5xx) for a check.
 * «Mis Cursos» is always checked, so it needs no mark.
 */
export const keptAnswersPlugin = fp(
  async (app: FastifyInstance, opts: { listFreshMs: number }) => {
    const now = () => app.clock.now().getTime();
    const kept = {
      list: new KeptAnswers(opts.listFreshMs, 500, 1024, now),
      // About 1.4 kB per class: only an answer over 8 kB is compressed (see the route).
      student: new KeptAnswers(0, 2000, 8 * 1024, now),
    };
    app.decorate('keptAnswers', kept);
    app.addHook('onSend', async (request, reply, payload) => {
      if (mayHaveWritten(request.method, request.url, reply.statusCode)) {
        const changes = request.routeOptions.config.changesClasses;
        kept.list.written(changes && reply.statusCode < 500 ? changes(request) : undefined);
      }
      return payload;
    });
  },
  { name: 'kept-answers' },
);

/**
 * Sends a route's answer: a kept one as its stored bytes (in the encoding the client accepts), any
 * other value through the route's serializer.
 */
export function sendAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: KeptAnswers,
  answer: KeptAnswer | T,
): FastifyReply | T {
  if (!(answer instanceof KeptAnswer)) return answer;
  const { body, encoding } = cache.body(answer, acceptedEncoding(request.headers['accept-encoding']));
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
