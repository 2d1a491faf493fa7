#!/usr/bin/env node
/**
 * Rewrites the API table of docs/architecture.md from the routes the app registers (method, path, who may
 * call it, summary). It runs the table's own test with UPDATE_API_TABLE=1, so the table is built by the
 * same app the tests build; without it, that test fails when the table drifts.
 */
import { spawnSync } from 'node:child_process';

const run = spawnSync('npx', ['vitest', 'run', '--project', 'api:sqlite', 'apps/api/src/docs/api-table.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_API_TABLE: '1' },
});
process.exit(run.status ?? 1);
