import { sql } from 'kysely';
import { checkInvariants } from './invariants.ts';
import type { DbOrTrx } from './tables.ts';

/**
 * The invariants of the class lifecycle and of enrolment (docs/rules.md REV-7, INS-6 and
 * ESP-8), checked with plain SQL over the whole database: every broken one as a line with its count and
 * a few of the rows (empty when all hold). The list is `invariants.ts`, the one the reliability scripts and
 * the bench check too (tools/harness).
 */
export async function lifecycleInvariantViolations(db: DbOrTrx): Promise<string[]> {
  const results = await checkInvariants(
    async (text) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows,
  );
  return results
    .filter((r) => r.violations !== 0)
    .map((r) => `${r.key} (${r.name}): ${r.violations} ${JSON.stringify(r.examples)}`);
}
