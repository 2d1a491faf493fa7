/** Browser sessions as the SPA stores them (the same shapes as e2e/fixtures/auth.ts), with real tokens. */
export interface StorageState {
  cookies: never[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

const DEMO_PASSWORD = 'Verano2026!';

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} respondió ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const state = (origin: string, name: string, value: unknown): StorageState => ({
  cookies: [],
  origins: [{ origin, localStorage: [{ name, value: JSON.stringify(value) }] }],
});

/** A signed-in demo student (alumno1, with a student profile), as oidc-client-ts keeps it. */
export async function studentSession(url: string, email = 'alumno1@tec.example'): Promise<StorageState> {
  const { access_token } = await post<{ access_token: string }>(`${url}/idp/dev/token`, { email });
  const claims = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const config = (await (await fetch(`${url}/api/auth/config`)).json()) as { authority: string; clientId: string };
  return state(url, `oidc.user:${config.authority}:${config.clientId}`, {
    access_token,
    token_type: 'Bearer',
    scope: 'openid profile email api',
    expires_at: claims['exp'],
    profile: {
      sub: claims['sub'],
      oid: claims['oid'],
      name: claims['name'],
      email: claims['email'],
      preferred_username: claims['preferred_username'],
    },
  });
}

/** The demo administrator, as the staff login stores it (`staff_session`). */
export async function adminSession(url: string, email = 'admin@tec.example'): Promise<StorageState> {
  const body = await post<{ access_token: string; expiresAt: number; user: unknown }>(`${url}/api/auth/staff/login`, {
    email,
    password: DEMO_PASSWORD,
  });
  return state(url, 'staff_session', { token: body.access_token, user: body.user, expiresAt: body.expiresAt });
}
