import { generateKeyPairSync, sign as rsaSign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { OidcConfig } from '../../config.ts';
import { StudentTokens } from './student-tokens.ts';

/**
 * The student-token verifier on its own (node:crypto): every check jose's `jwtVerify`
 * made for the API's options, for each allowed algorithm, and the remote key set's refresh.
 */
const CONFIG: OidcConfig = {
  mode: 'external',
  issuer: 'https://login.example/tenant/v2.0',
  clientId: 'client-id',
  audience: 'api://portal',
  scope: 'openid',
};

interface TestKey {
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  publicJwk: JWK;
}

async function makeKey(alg: string, kid: string): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

const nowS = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claims(extra: Record<string, unknown> = {}): JWTPayload {
  return {
    iss: CONFIG.issuer,
    aud: CONFIG.audience,
    sub: 'sub-1',
    oid: 'oid-1',
    email: 'ana@tec.example',
    iat: nowS() - 5,
    exp: nowS() + 600,
    ...extra,
  };
}

function sign(key: TestKey, payload: JWTPayload, header: Record<string, unknown> = {}): Promise<string> {
  const alg = key.publicJwk.alg!;
  return new SignJWT(payload).setProtectedHeader({ alg, kid: key.publicJwk.kid!, ...header }).sign(key.privateKey);
}

/** An RS256 token made by hand with node:crypto (for what jose refuses to sign). */
function signRs256(privateKey: KeyObject, header: Record<string, unknown>, payload: JWTPayload): string {
  const input = `${b64({ alg: 'RS256', ...header })}.${b64(payload)}`;
  return `${input}.${rsaSign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

describe('student tokens verified with node:crypto', () => {
  let rs: TestKey, ps: TestKey, es: TestKey, other: TestKey;
  let tokens: StudentTokens;

  beforeAll(async () => {
    [rs, ps, es, other] = await Promise.all([
      makeKey('RS256', 'k-rs'),
      makeKey('PS256', 'k-ps'),
      makeKey('ES256', 'k-es'),
      makeKey('RS256', 'k-rs'), // another key under the real key id
    ]);
    tokens = new StudentTokens(CONFIG, { keys: [rs.publicJwk, ps.publicJwk, es.publicJwk] });
  });

  it.each(['RS256', 'PS256', 'ES256'])('accepts a valid %s token and reads its claims', async (alg) => {
    const key = { RS256: rs, PS256: ps, ES256: es }[alg]!;
    const token = await sign(key, claims({ oid: `oid-${alg}`, jti: 'j-1' }));
    expect(await new StudentTokens(CONFIG, { keys: [rs.publicJwk, ps.publicJwk, es.publicJwk] }).verify(token)).toEqual(
      {
        oid: `oid-${alg}`,
        email: 'ana@tec.example',
        givenName: '',
        familyName: '',
        name: 'Usuario',
        tokenId: 'j-1',
      },
    );
  });

  it('accepts an audience among several, and a token without a key id', async () => {
    expect(await tokens.verify(await sign(rs, claims({ aud: ['otra', CONFIG.audience] })))).not.toBeNull();
    const noKid = await new SignJWT(claims({ oid: 'no-kid' })).setProtectedHeader({ alg: 'RS256' }).sign(rs.privateKey);
    expect((await tokens.verify(noKid))?.oid).toBe('no-kid');
  });

  describe('refuses', () => {
    const cases: [string, () => Promise<string>][] = [
      [
        'a bad signature (one byte changed)',
        async () => {
          const token = await sign(rs, claims());
          const [h, p, s] = token.split('.') as [string, string, string];
          const sig = Buffer.from(s, 'base64url');
          sig[10]! ^= 1;
          return `${h}.${p}.${sig.toString('base64url')}`;
        },
      ],
      ['a signature of another key under the real key id', () => sign(other, claims())],
      [
        'a payload edited after signing',
        async () => {
          const [h, , s] = (await sign(rs, claims())).split('.');
          return `${h}.${b64(claims({ oid: 'otra-persona' }))}.${s}`;
        },
      ],
      ["alg 'none'", async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
      [
        'HS256 keyed with the public key (algorithm confusion)',
        () =>
          new SignJWT(claims())
            .setProtectedHeader({ alg: 'HS256', kid: 'k-rs' })
            .sign(new TextEncoder().encode(JSON.stringify(rs.publicJwk))),
      ],
      [
        'an RS256 header on a PS256 signature',
        async () => {
          const [, p, s] = (await sign(ps, claims())).split('.');
          return `${b64({ alg: 'RS256', kid: 'k-ps' })}.${p}.${s}`;
        },
      ],
      ['an ES256 key named by an RS256 token', () => sign(rs, claims(), { kid: 'k-es' })],
      ['expired', () => sign(rs, claims({ exp: nowS() - 60 }))],
      ['expiring this very second', () => sign(rs, claims({ exp: nowS() }))],
      ['without an expiry', () => sign(rs, claims({ exp: undefined }))],
      ['an expiry that is not a number', () => sign(rs, claims({ exp: String(nowS() + 600) }))],
      ['not yet valid', () => sign(rs, claims({ nbf: nowS() + 3600 }))],
      ['an iat that is not a number', () => sign(rs, claims({ iat: 'ayer' }))],
      ['another audience', () => sign(rs, claims({ aud: 'api://otra-aplicacion' }))],
      ['the client as audience (an id token)', () => sign(rs, claims({ aud: CONFIG.clientId }))],
      ['no audience', () => sign(rs, claims({ aud: undefined }))],
      ['another issuer', () => sign(rs, claims({ iss: 'https://login.example/otro/v2.0' }))],
      ['no subject', () => sign(rs, claims({ sub: undefined }))],
      ['an unknown key id', () => sign(rs, claims(), { kid: 'desconocida' })],
      [
        'a critical header extension',
        async () => {
          const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
          const verifier = new StudentTokens(CONFIG, {
            keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k-c' }],
          });
          const plain = signRs256(privateKey, { kid: 'k-c' }, claims());
          expect(await verifier.verify(plain)).not.toBeNull(); // the control
          return signRs256(privateKey, { kid: 'k-c', crit: ['x-ext'], 'x-ext': 1 }, claims());
        },
      ],
      ['not a JWT at all', async () => 'no-es-un-token'],
      ['four parts', async () => `${await sign(rs, claims())}.x`],
      [
        'a payload that is not a JSON object',
        async () => {
          const [h, , s] = (await sign(rs, claims())).split('.');
          return `${h}.${Buffer.from('[1]').toString('base64url')}.${s}`;
        },
      ],
    ];

    it.each(cases)('%s', async (_name, make) => {
      expect(await tokens.verify(await make())).toBeNull();
    });

    it('an RSA key shorter than 2048 bits', async () => {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
      const verifier = new StudentTokens(CONFIG, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k-weak' }] });
      expect(await verifier.verify(signRs256(privateKey, { kid: 'k-weak' }, claims()))).toBeNull();
    });
  });
});

describe("an external issuer's keys: discovery, then its JWKS, fetched again for an unknown key id", () => {
  let server: Server;
  let keys: JWK[] = [];
  let jwksFetches = 0;
  let issuer: string;
  let first: TestKey, second: TestKey;

  beforeAll(async () => {
    [first, second] = await Promise.all([makeKey('RS256', 'k-1'), makeKey('ES256', 'k-2')]);
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/.well-known/openid-configuration') {
        res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
      } else if (req.url === '/keys') {
        jwksFetches += 1;
        res.end(JSON.stringify({ keys }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => vi.useRealTimers());

  it('a rotated key is found after the 30 s cooldown, and the set is read again after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const config = { ...CONFIG, issuer };
    const payload = () => claims({ iss: issuer, exp: nowS() + 3600 });
    keys = [first.publicJwk];
    const verifier = new StudentTokens(config);
    expect((await verifier.verify(await sign(first, payload())))?.oid).toBe('oid-1');
    expect(jwksFetches).toBe(1);

    // The issuer rotates its keys; a token of the new key within 30 s of the last fetch is refused without a fetch.
    keys = [first.publicJwk, second.publicJwk];
    const rotated = await sign(second, claims({ iss: issuer, exp: nowS() + 3600, oid: 'oid-2' }));
    expect(await verifier.verify(rotated)).toBeNull();
    expect(jwksFetches).toBe(1);
    vi.setSystemTime(Date.now() + 31_000);
    expect((await verifier.verify(rotated))?.oid).toBe('oid-2');
    expect(jwksFetches).toBe(2);

    // Known keys need no fetch; after 10 minutes the set is read again (the first key is gone).
    expect(await verifier.verify(await sign(first, payload()))).not.toBeNull();
    expect(jwksFetches).toBe(2);
    keys = [second.publicJwk];
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(await verifier.verify(await sign(first, payload()))).toBeNull();
    expect(jwksFetches).toBe(3);
  });

  it('keeps the keys it knows when the 10-minute refresh cannot reach the issuer, and tries again 30 s later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const config = { ...CONFIG, issuer };
    // A new token each time (the verified-token cache would answer a token seen before without any key).
    let n = 0;
    const payload = () => claims({ iss: issuer, exp: nowS() + 3600, oid: `oid-down-${++n}` });
    keys = [first.publicJwk];
    const verifier = new StudentTokens(config);
    expect(await verifier.verify(await sign(first, payload()))).not.toBeNull();
    const fetches = jwksFetches;
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const down = (_req: unknown, res: { statusCode: number; end: (b: string) => void }) => {
      res.statusCode = 503;
      res.end('{}');
    };
    const listeners = server.listeners('request');
    server.removeAllListeners('request');
    server.on('request', down);
    try {
      expect(await verifier.verify(await sign(first, payload()))).not.toBeNull();
      expect(await verifier.verify(await sign(first, payload()))).not.toBeNull();
    } finally {
      server.removeAllListeners('request');
      for (const l of listeners) server.on('request', l as () => void);
    }
    expect(jwksFetches).toBe(fetches);
    vi.setSystemTime(Date.now() + 31_000);
    keys = [second.publicJwk];
    expect(await verifier.verify(await sign(first, payload()))).toBeNull();
    expect(jwksFetches).toBe(fetches + 1);
  });

  it('refuses every token while the issuer cannot be reached', async () => {
    const verifier = new StudentTokens({ ...CONFIG, issuer: 'http://127.0.0.1:9' });
    expect(await verifier.verify(await sign(first, claims({ iss: 'http://127.0.0.1:9' })))).toBeNull();
  });
});
