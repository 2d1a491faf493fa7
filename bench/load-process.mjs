// The load generator, in its own process: `node bench/load-process.mjs <spec.json>` runs autocannon
// against the server and prints one JSON line with the results. Spec kinds:
//   { kind: 'get', url, paths: [...], connections, duration, warmup, headers, tokens? }
//     GETs cycling through `paths` (and through `tokens`, as bearer tokens, when given), for `duration`
//     seconds after `warmup` seconds.
//   { kind: 'enrol', url, attempts: [{ token, classId }], connections, headers, overallRate? }
//     one POST /api/classes/enrollStudent per attempt, each with its student's token; at most
//     `overallRate` requests per second when given (a steady stream of writes instead of a burst).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));

/** Responses by status and, for refusals, by message (a 409 says which rule refused). */
const outcomes = {};
function count(status, body) {
  let key = String(status);
  if (status >= 400 && body) {
    try {
      key += ` ${JSON.parse(body).message}`;
    } catch {
      key += ' (sin JSON)';
    }
  }
  outcomes[key] = (outcomes[key] ?? 0) + 1;
}

function summary(result, extra) {
  const l = result.latency;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    rps: result.requests.total / result.duration,
    latency: { p50: l.p50, p90: l.p90, p99: l.p99, max: l.max, mean: l.average },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])),
    ...extra,
  };
}

async function getLoad() {
  let next = 0;
  const tokens = spec.tokens ?? [];
  const request = {
    method: 'GET',
    setupRequest(req) {
      const i = next++;
      req.path = spec.paths[i % spec.paths.length];
      if (tokens.length) req.headers = { ...req.headers, authorization: `Bearer ${tokens[i % tokens.length]}` };
      return req;
    },
  };
  const base = { url: spec.url, connections: spec.connections, headers: spec.headers, requests: [request] };
  if (spec.warmup > 0) await autocannon({ ...base, duration: spec.warmup });
  return summary(await autocannon({ ...base, duration: spec.duration }));
}

async function enrolLoad() {
  const queue = spec.attempts;
  let next = 0;
  const request = {
    method: 'POST',
    path: '/api/classes/enrollStudent',
    setupRequest(req) {
      const a = queue[next++ % queue.length];
      req.headers = { ...req.headers, authorization: `Bearer ${a.token}`, 'content-type': 'application/json' };
      req.body = JSON.stringify({ classId: a.classId });
      return req;
    },
    onResponse(status, body) {
      last = performance.now();
      count(status, status === 201 ? null : body);
    },
  };
  const started = performance.now();
  let last = started;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    amount: queue.length,
    ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
    headers: spec.headers,
    timeout: 30,
    requests: [request],
  });
  // Until the last answer: autocannon notices that every request was answered only on its next
  // once-a-second tick, so its own end came up to a second late (every rush lasted whole seconds + 0.02).
  const seconds = (last - started) / 1000;
  return summary(result, { wallSeconds: seconds, outcomes });
}

const result = spec.kind === 'enrol' ? await enrolLoad() : await getLoad();
process.stdout.write(`${JSON.stringify(result)}\n`);
