// `node scripts/lts-node.mjs npx tsx bench/student-token-verify.ts`: the first check of a student token
// (RS256, 2048 bits), jose's jwtVerify through WebCrypto against the API's node:crypto verifier, each
// on 3,000 distinct tokens (P2's students), CPU µs per token (process.cpuUsage, threads included).
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { StudentTokens } from '../apps/api/src/features/auth/student-tokens.ts';

const config = {
  mode: 'dev' as const,
  issuer: 'http://127.0.0.1/idp',
  clientId: 'c',
  audience: 'api',
  scope: 'openid',
};
const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048 });
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256', use: 'sig' }] };
const now = Math.floor(Date.now() / 1000);
const tokens = await Promise.all(
  Array.from({ length: 3000 }, (_, i) =>
    new SignJWT({ iss: config.issuer, aud: config.audience, sub: `s${i}`, oid: `o${i}`, iat: now, exp: now + 600 })
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .sign(privateKey),
  ),
);
const keys = createLocalJWKSet(jwks);
const ways: [string, () => (t: string) => Promise<unknown>][] = [
  [
    'jose jwtVerify',
    () => (t) => jwtVerify(t, keys, { algorithms: ['RS256'], issuer: config.issuer, audience: config.audience }),
  ],
  // One verifier per round, as the server has one: the tokens are distinct, so its cache never answers.
  [
    'StudentTokens (node:crypto)',
    () => {
      const verifier = new StudentTokens(config, jwks);
      return (t) => verifier.verify(t);
    },
  ],
];
for (let round = 0; round < 2; round++) {
  for (const [name, make] of ways) {
    const verify = make();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (const t of tokens) if (!(await verify(t))) throw new Error(`${name}: refused a valid token`);
    const cpu = process.cpuUsage(cpu0);
    console.log(
      `${name}: ${Math.round((cpu.user + cpu.system) / tokens.length)} µs CPU, ${Math.round(((performance.now() - t0) * 1000) / tokens.length)} µs wall per token`,
    );
  }
}
