import { studentStorageKey } from '../lib/auth/student-session.ts';

/** The sign-in settings the tests' page carries (as the server writes them: lib/auth/auth-config-page.ts). */
export const TEST_AUTH_CONFIG = {
  mode: 'dev',
  authority: 'http://localhost/idp',
  clientId: 'portal-web',
  scope: 'openid api',
};

/** Puts TEST_AUTH_CONFIG into the document as `<meta name="portal-auth">`. */
export function writeAuthConfigMeta(): void {
  const meta = document.createElement('meta');
  meta.name = 'portal-auth';
  meta.content = JSON.stringify(TEST_AUTH_CONFIG);
  document.head.append(meta);
}

/** A student sign-in stored as oidc-client-ts keeps it, valid for `expiresIn` seconds (negative: expired). */
export function storeStudentSignIn({
  token = 'STUDENT-TOKEN',
  name = 'Ana López' as string | null,
  expiresIn = 3600,
} = {}): void {
  localStorage.setItem(
    studentStorageKey(TEST_AUTH_CONFIG),
    JSON.stringify({
      access_token: token,
      expires_at: Math.floor(Date.now() / 1000) + expiresIn,
      profile: { sub: 'sub-ana', oid: 'oid-ana', name: name ?? undefined, preferred_username: 'alumno1@tec.example' },
    }),
  );
}

/** A JSON answer of the API, as `fetch` resolves it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
