import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@portal/domain/errors';
import { errorBody, FASTIFY_CODES, statusError } from './errors.ts';

type Headers = readonly (readonly [string, string | readonly string[]])[];

/** Node's parser errors that are a client's fault, by status; anything else is a 400. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * What Fastify and Node answer before any route, hook or error handler runs — a URL that cannot be
 * decoded (GET /api/classes/%), a parameter that is too long, a header line that cannot be parsed,
 * headers that are too large (431), a request that took too long — answered like every other error:
 * `{ statusCode, error, code, message }` in Spanish, with the same security headers (given once the
 * security plugin has computed them) and nothing of the request echoed back.
 */
export function createFrameworkErrorHandlers() {
  let securityHeaders: Headers = [];

  return {
    /** The security headers every answer carries (from the security plugin). */
    useHeaders(headers: Headers): void {
      securityHeaders = headers;
    },

    /** Fastify's `frameworkErrors` option: bad URL, too long a parameter, failed async constraint. */
    frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
      const answer = new DomainError((error.code ? FASTIFY_CODES[error.code] : undefined) ?? 'badRequest');
      for (const [name, value] of securityHeaders) reply.header(name, value);
      void reply.code(answer.statusCode).type('application/json; charset=utf-8').send(errorBody(answer));
    },

    /** Fastify's `clientErrorHandler` option: Node could not parse the request at all. */
    clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
      if (err.code === 'ECONNRESET' || socket.destroyed) return;
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      const answer = errorBody(statusError(clientErrorStatus(err.code)));
      const body = JSON.stringify(answer);
      const lines = [
        `HTTP/1.1 ${answer.statusCode} ${answer.error}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'Connection: close',
      ];
      for (const [name, value] of securityHeaders) {
        for (const v of [value].flat()) lines.push(`${name}: ${v}`);
      }
      socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    },
  };
}
