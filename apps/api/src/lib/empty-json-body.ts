import type { FastifyInstance } from 'fastify';

/**
 * Inside `scope`, a request with a JSON content type and an empty body counts as one without a body
 * (Fastify's own parser refuses it). The spec's clients call some routes that way — the class review
 * with no body, the teacher application with its fields as query parameters. Any other body is
 * parsed as usual, with the same errors.
 */
export function acceptEmptyJsonBody(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(req, text, done);
  });
}
