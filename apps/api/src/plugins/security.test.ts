import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe(`security headers (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('frames only the CV viewers and allows https images, nothing else', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://drive.google.com',
      'https://docs.google.com',
      'https://onedrive.live.com',
      'https://*.sharepoint.com',
    ]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
