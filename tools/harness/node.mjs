/**
 * The harness (./index.ts) for plain .mjs scripts (scripts/reliability, scripts/cluster): loaded through
 * tsx, because the Node versions the project supports (22.12+) do not all run TypeScript themselves.
 * Modules are cached: every script of a run shares one instance.
 */
import { tsImport } from 'tsx/esm/api';

export const {
  buildApi,
  checkInvariants,
  createClient,
  emptyStats,
  enrolmentPairs,
  enrolmentRows,
  freePort,
  freshDatabase,
  invariantProblems,
  INVARIANTS,
  looksSpanish,
  parseArgs,
  pool,
  prng,
  redact,
  root,
  startServer,
} = await tsImport('./index.ts', import.meta.url);
