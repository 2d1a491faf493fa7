import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** An invitation link of the older shape, `/staff/invitation/<token>`: the path is the secret. */
const INVITATION_PAGE = /^(\/staff\/invitation\/)[^?#]+/i;

/**
 * A URL as the logs keep it: never its query string (which may carry personal data), nor the token of
 * an invitation link of the older shape (docs/reliability.md, "Tokens in logs").
 */
export function logUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(INVITATION_PAGE, '$1[oculto]');
  return q === -1 ? path : `${path}?…`;
}

/** Bytes of log lines gathered before one write to stdout, and the longest a line waits for company. */
const LOG_BATCH_BYTES = 4096;
const LOG_BATCH_MS = 250;
let stdout: ReturnType<typeof pino.destination> | null = null;

/**
 * stdout, written asynchronously in batches: one write per line was a thread-pool job and a system call
 * per request. A line waits at most LOG_BATCH_MS; `flushLogs` writes
 * what is left when the app closes, and pino writes it at process exit too. One per process (every app
 * of the process shares it).
 */
function batchedStdout() {
  if (stdout) return stdout;
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      clearInterval(timer); // destroyed
    }
  }, LOG_BATCH_MS);
  timer.unref();
  stdout = destination;
  return destination;
}

/** Writes the log lines still gathered (at the app's close: a graceful shutdown loses none). */
export function flushLogs(): void {
  try {
    stdout?.flushSync();
  } catch {
    // Not open yet or already destroyed: nothing to write.
  }
}

/**
 * The app's logger: JSON lines, secrets redacted, written asynchronously to stdout (a blocking write
 * per line cost about 40 % of a bare route's throughput), in batches. Tests pass a stream to read the lines.
 */
export function loggerOptions(
  level: string,
  logStream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    stream: logStream ?? batchedStdout(),
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
