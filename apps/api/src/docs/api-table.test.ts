import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { apiTable, withApiTable } from './api-table.ts';

/**
 * The API table of docs/architecture.md is generated from the routes the app registers: this test
 * fails when it drifts. `node scripts/api-table.mjs` (UPDATE_API_TABLE=1) rewrites it instead.
 */
const ARCHITECTURE = fileURLToPath(new URL('../../../../docs/architecture.md', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API table of docs/architecture.md', () => {
  it('lists every route the app registers, with its policy and summary', async () => {
    const doc = readFileSync(ARCHITECTURE, 'utf8');
    // Laid out as Prettier lays a Markdown table, so formatting the doc never makes it drift.
    const table = (await format(apiTable(t.app), { parser: 'markdown', printWidth: 120 })).trimEnd();
    const expected = withApiTable(doc, table);
    if (process.env['UPDATE_API_TABLE'] === '1' && expected !== doc) writeFileSync(ARCHITECTURE, expected);
    else expect(doc, 'la tabla cambió: ejecuta node scripts/api-table.mjs').toBe(expected);
  });

  it('has one row per API route', () => {
    const table = apiTable(t.app);
    expect(table.split('\n').length - 2).toBe(t.app.apiRoutes.length);
  });
});
