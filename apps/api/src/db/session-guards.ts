import type { DatabaseTimeouts } from '../config.ts';

/**
 * What every pooled PostgreSQL session is told when it opens (startup parameters, so no extra round
 * trip), so that a client lost in the middle of a transaction — a network partition that PostgreSQL
 * never hears about — cannot hold its locks for long, whatever the server's own configuration
 * (docs/reliability.md, "A partition mid-transaction"; many installations keep
 * idle_in_transaction_session_timeout at 0 and TCP keepalives at 2 hours):
 * - idle_in_transaction_session_timeout: the server ends a session idle inside an open transaction
 *   (also an aborted one) after DATABASE_IDLE_IN_TRANSACTION_MS, rolling it back;
 * - lock_timeout: a statement never waits longer than the statement timeout for a lock;
 * - tcp_keepalives_idle / interval / count and tcp_user_timeout: the server itself probes an idle
 *   connection after DATABASE_KEEPALIVE_MS and drops one whose peer is gone (idle: three unanswered
 *   probes; with data unacknowledged: the same total), which also ends idle sessions that leaked.
 */
export function sessionGuards(timeouts: Partial<DatabaseTimeouts>) {
  const idleS = Math.max(1, Math.ceil((timeouts.keepAliveMs ?? 10_000) / 1000));
  const intervalS = Math.max(1, Math.ceil(idleS / 3));
  const count = 3;
  const userTimeoutMs = (idleS + intervalS * count) * 1000;
  return {
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs ?? 5000,
    ...(timeouts.statementTimeoutMs ? { lock_timeout: timeouts.statementTimeoutMs } : {}),
    options: [
      `-c tcp_keepalives_idle=${idleS}`,
      `-c tcp_keepalives_interval=${intervalS}`,
      `-c tcp_keepalives_count=${count}`,
      `-c tcp_user_timeout=${userTimeoutMs}`,
    ].join(' '),
  };
}
