/**
 * The load and reliability harness shared by the bench (`bench/`, TypeScript through tsx) and the
 * reliability scripts (`scripts/reliability/`, `scripts/cluster/`, plain .mjs through ./node.mjs): one
 * server-process helper, one database builder, one list of invariants, one seeded generator.
 */
export { buildApi, freePort, root, startServer, type RunningServer, type ServerOptions } from './server.ts';
export {
  DEFAULT_POSTGRES_SERVER,
  freshDatabase,
  redact,
  type Connection,
  type Dialect,
  type Target,
} from './database.ts';
export {
  checkInvariants,
  enrolmentPairs,
  enrolmentRows,
  invariantProblems,
  INVARIANTS,
  type InvariantResult,
} from './invariants.ts';
export { createClient, emptyStats, looksSpanish, type Answer, type Client, type ClientStats } from './http-client.ts';
export { parseArgs, pool } from './util.ts';
/** The project's one seeded generator (mulberry32): the demo seed, the bench's data and the scripts draw from it. */
export { prng, type Prng } from '@portal/domain/prng';
