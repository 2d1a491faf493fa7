import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Paths whose query strings may carry personal data: logged without them. */
export function logUrl(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

/**
 * The app's logger: JSON lines, secrets redacted, written asynchronously to stdout (a blocking write
 * per line cost about 40 % of a bare route's throughput). Tests pass a stream to read the lines.
 */
export function loggerOptions(
  level: string,
  logStream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    stream: logStream ?? pino.destination({ dest: 1, sync: false }),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token'],
      censor: '[oculto]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: logUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

/**
 * One access line per request, when its answer has gone out, instead of Fastify's two (received and
 * completed); a request that matched no route gets no separate "not found" line either. Fastify calls
 * `requestCompleted` also for replies that other code writes itself (the dev issuer's oidc-provider).
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      // originalUrl: the dev issuer rewrites the raw URL before oidc-provider answers.
      req: { method: request.method, url: logUrl(request.originalUrl), ip: request.ip },
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'respuesta con error');
    else request.log.info(line, 'respuesta');
  }
}
