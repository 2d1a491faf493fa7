import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../../scripts/server-process.mjs';

/**
 * The server's process flags live in scripts/server-process.mjs (npm start, the bench, the cluster and
 * reliability scripts); the systemd unit cannot import them, so it must say the same.
 */
describe('the production unit starts the server as npm start does', () => {
  const unit = readFileSync(
    path.resolve(import.meta.dirname, '../../../../deploy/systemd/portal-api@.service'),
    'utf8',
  );

  it('passes the same Node flags and environment', () => {
    const exec = unit.split('\n').find((line) => line.startsWith('ExecStart='))!;
    expect(exec).toBe(`ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} apps/api/dist/server.js`);
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(unit.split('\n')).toContain(`Environment=${name}=${value}`);
    }
  });
});
