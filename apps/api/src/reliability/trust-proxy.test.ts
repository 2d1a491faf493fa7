import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { loadConfig, parseTrustProxy } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Behind a proxy: TRUST_PROXY is a hop count or a list of proxy addresses/CIDRs;
 * the client is the first untrusted address from the right of X-Forwarded-For, so whatever a client
 * writes at the left of that header never moves it out of its per-address limits.
 */
const spoofed = () =>
  `${1 + (randomBytes(1)[0]! % 223)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function signInUntilLimited(t: TestApp, remoteAddress: string, forwardedFor: () => string) {
  for (let i = 0; i < 120; i++) {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor() },
      payload: { email: `intento${i}.${randomBytes(3).toString('hex')}@tec.example`, password: 'no-es-la-clave' },
    });
    if (res.statusCode === 429) {
      expect((res.json() as { message: string }).message).toBe(ERROR_MESSAGES.tooManyRequests);
      return i + 1;
    }
    expect(res.statusCode).toBe(401);
  }
  return null;
}

async function applications(t: TestApp, count: number, remoteAddress: string, forwardedFor: () => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.request({
      method: 'POST',
      url: '/api/teachers/applications',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor() },
      payload: {},
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY configuration', () => {
  it('takes a hop count, or a list of addresses and CIDRs; false or nothing trusts no one', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 10.0.1.0/24,::1,fd00::/8')).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses true, saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true ya no se acepta[\s\S]*TRUST_PROXY=1[\s\S]*TRUST_PROXY=10\.0\.0\.5,10\.0\.1\.0\/24/,
    );
  });

  it.each([
    ['0.0.0.0/0', 'IPv4 o IPv6'],
    ['::/0', 'IPv4 o IPv6'],
    ['0.0.0.0/1,128.0.0.0/1', 'IPv4'],
    ['10.0.0.5, 0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1', 'IPv4'],
    ['::ffff:0:0/96', 'IPv4'],
    ['::/1,8000::/1', 'IPv6'],
    ['2000::/3', 'IPv6'],
    // Every public IPv4 block, leaving out only the private and reserved ones, is still everyone.
    [
      '1.0.0.0/8,2.0.0.0/7,4.0.0.0/6,8.0.0.0/7,11.0.0.0/8,12.0.0.0/6,16.0.0.0/4,32.0.0.0/3,64.0.0.0/2,128.0.0.0/2,192.0.0.0/3',
      'IPv4',
    ],
  ])('refuses %s, which trusts everyone, in Spanish (never a crash in English)', (value, family) => {
    const refusal = new RegExp(`TRUST_PROXY=.* confiaría en cualquier dirección ${family}:[\\s\\S]*TRUST_PROXY=1`);
    expect(() => parseTrustProxy(value)).toThrow(refusal);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(refusal);
  });

  it('takes private networks, IPv4-mapped addresses and a public proxy address', () => {
    const list = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7,::ffff:10.0.0.0/104,203.0.113.10,2001:db8::1';
    expect(parseTrustProxy(list)).toHaveLength(7);
  });

  it('refuses what is neither a number nor addresses', () => {
    expect(() => parseTrustProxy('nginx')).toThrow(/«nginx» no es una dirección IP ni una red CIDR/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/no es una dirección IP ni una red CIDR/);
  });
});

describe(`behind one proxy: TRUST_PROXY=1 (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('spoofed leftmost X-Forwarded-For values do not escape the sign-in limit; another client goes on', async () => {
    // The proxy (10.0.0.2) appends the real client, 198.51.100.7, after whatever the client sent.
    const attempts = await signInUntilLimited(t, '10.0.0.2', () => `${spoofed()}, ${spoofed()}, 198.51.100.7`);
    expect(attempts).not.toBeNull();
    const elsewhere = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.7, 198.51.100.8' },
      payload: { email: 'otra@tec.example', password: 'no-es-la-clave' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('a client that connects directly from the internet is limited by its own address, whatever it forwards', async () => {
    expect(await applications(t, 7, '203.0.113.50', () => `${spoofed()}, ${spoofed()}`)).toEqual([
      400, 400, 400, 400, 400, 429, 429,
    ]);
    // A proxy on this machine or the private network is still believed (one address per client).
    expect(await applications(t, 1, '127.0.0.1', () => '198.51.100.40')).toEqual([400]);
    expect(await applications(t, 1, '::ffff:192.168.1.9', () => '198.51.100.41')).toEqual([400]);
    expect(await applications(t, 1, 'fd12::7', () => '198.51.100.42')).toEqual([400]);
  });

  it('spoofed values do not escape the teacher-application limit (5 every 10 minutes)', async () => {
    expect(await applications(t, 7, '10.0.0.2', () => `${spoofed()}, 198.51.100.20`)).toEqual([
      400, 400, 400, 400, 400, 429, 429,
    ]);
    expect(await applications(t, 1, '10.0.0.2', () => '198.51.100.21')).toEqual([400]);
  });
});

describe(`behind listed proxies: TRUST_PROXY=10.0.0.0/8,127.0.0.1 (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' });
  });
  afterAll(() => t.close());

  it('the client is the first address from the right that is not a listed proxy', async () => {
    // Two proxies in a row (10.1.2.3 forwarded to 10.0.0.2); the client wrote anything at the left.
    expect(await applications(t, 6, '10.0.0.2', () => `${spoofed()}, 198.51.100.30, 10.1.2.3`)).toEqual([
      400, 400, 400, 400, 400, 429,
    ]);
  });

  it('a client that reaches the server directly is limited by its own address, whatever it forwards', async () => {
    expect(await applications(t, 6, '203.0.113.5', () => `${spoofed()}, 10.0.0.9`)).toEqual([
      400, 400, 400, 400, 400, 429,
    ]);
  });
});
