import http from 'node:http';

/** A message a Spanish-speaking user can read: Spanish words, no English boilerplate. */
export function looksSpanish(message: unknown): boolean {
  if (typeof message !== 'string' || message.trim() === '') return false;
  if (/\b(the|must|should|invalid|required|error|not found|request|body)\b/i.test(message)) return false;
  return /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|en|ya|una?|para|por|clase|estudiante|solicitud|intenta)\b/i.test(
    message,
  );
}

export interface ClientStats {
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: string[];
  timeouts: number;
  networkErrors: number;
  /** 4xx whose body is not `{ statusCode, error, message }` with a Spanish message. */
  badErrorBodies: string[];
  /** "<status> <message>" → how many times. */
  messages: Record<string, number>;
}

export interface Answer {
  status: number;
  // The scripts read whatever the API answered.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  error?: 'timeout' | 'network';
}

export interface Client {
  request(method: string, urlPath: string, opts?: { body?: unknown; token?: string }): Promise<Answer>;
  stats: ClientStats;
  close(): void;
}

export const emptyStats = (): ClientStats => ({
  requests: 0,
  byStatus: {},
  serverErrors: [],
  timeouts: 0,
  networkErrors: 0,
  badErrorBodies: [],
  messages: {},
});

/**
 * An HTTP client over a bounded pool of keep-alive connections that records every answer:
 * statuses, 5xx, timeouts and network errors, and 4xx whose body is not `{statusCode, error,
 * message}` with a Spanish message. Clients given the same `stats` share their figures.
 */
export function createClient(
  baseUrl: string,
  {
    connections = 128,
    timeoutMs = 120_000,
    stats: shared,
  }: { connections?: number; timeoutMs?: number; stats?: ClientStats } = {},
): Client {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const stats = shared ?? emptyStats();
  const target = new URL(baseUrl);

  function request(method: string, urlPath: string, { body, token }: { body?: unknown; token?: string } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = { accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (token) headers['authorization'] = `Bearer ${token}`;
    stats.requests++;
    return new Promise<Answer>((resolve) => {
      let settled = false;
      const done = (r: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (r.error === 'timeout') stats.timeouts++;
        else stats.networkErrors++;
        resolve(r);
      };
      const req = http.request(
        { host: target.hostname, port: target.port, method, path: urlPath, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            clearTimeout(timer);
            const text = Buffer.concat(chunks).toString();
            let json: Answer['json'];
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              json = null;
            }
            const status = res.statusCode ?? 0;
            stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
            if (status >= 500) stats.serverErrors.push(`${method} ${urlPath} → ${status} ${text.slice(0, 200)}`);
            else if (status >= 400) {
              const ok =
                json &&
                json.statusCode === status &&
                typeof json.error === 'string' &&
                [json.message].flat().every(looksSpanish);
              if (!ok) stats.badErrorBodies.push(`${method} ${urlPath} → ${status} ${text.slice(0, 200)}`);
              else {
                const key = `${status} ${[json.message].flat().join(' | ')}`;
                stats.messages[key] = (stats.messages[key] ?? 0) + 1;
              }
            }
            settled = true;
            resolve({ status, json });
          });
          res.on('error', () => done({ status: 0, json: null, error: 'network' }));
        },
      );
      const timer = setTimeout(() => {
        done({ status: 0, json: null, error: 'timeout' });
        req.destroy();
      }, timeoutMs);
      req.on('error', () => done({ status: 0, json: null, error: 'network' }));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }
  return { request, stats, close: () => agent.destroy() };
}
