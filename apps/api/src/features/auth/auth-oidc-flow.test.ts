import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDevIdpAccount } from '../../test/fixtures.ts';
import { decodeHeader, decodePayload } from '../../test/custom-tokens.ts';
import { OidcBrowser } from '../../test/oidc-flow.ts';

/**
 * The student sign-in (docs/architecture.md, Sign-in and sessions) against the built-in dev issuer, step by step as the popup takes
 * it: authorization code with PKCE → the issuer's Spanish sign-in page → code → token → API call.
 */
describe(`student sign-in through the dev issuer (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let account: { email: string; sub: string };

  beforeAll(async () => {
    t = await createTestApp();
    account = await createDevIdpAccount(t.db, {
      email: 'mariana.chan@tec.example',
      given: 'Mariana',
      family: 'Chan Poot',
    });
  });
  afterAll(() => t.close());

  it('publishes its discovery document with PKCE and the code flow', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Record<string, unknown>;
    expect(doc['issuer']).toBe(t.config.oidc.issuer);
    expect(doc['code_challenge_methods_supported']).toContain('S256');
    expect(doc['response_types_supported']).toContain('code');
    expect(doc['jwks_uri']).toBe(`${t.config.oidc.issuer}/jwks`);
  });

  it('signs in: authorize → sign-in page → code → token → the API knows the student', async () => {
    const browser = new OidcBrowser(t.app, t.config);
    const { verifier, state, landing } = await browser.authorize();

    // The issuer's own sign-in page, in Spanish.
    expect(landing).not.toBeInstanceOf(URL);
    const page = landing as Exclude<typeof landing, URL>;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<label for="email">Correo institucional</label>');
    expect(page.body).toContain('<label for="password">Contraseña</label>');
    expect(page.body).toContain('>Iniciar sesión</button>');
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();

    // A wrong password stays on the page with a Spanish error.
    const wrong = await browser.signIn(page, account.email, 'equivocada');
    expect(wrong).not.toBeInstanceOf(URL);
    expect((wrong as typeof page).statusCode).toBe(401);
    expect((wrong as typeof page).body).toContain('Correo o contraseña incorrectos.');

    const callback = await browser.signIn(wrong as typeof page, account.email, 'Verano2026!');
    expect(callback).toBeInstanceOf(URL);
    const cb = callback as URL;
    expect(`${cb.origin}${cb.pathname}`).toBe(browser.redirectUri);
    expect(cb.searchParams.get('state')).toBe(state);
    const code = cb.searchParams.get('code');
    expect(code).toBeTruthy();

    // Without the PKCE verifier the code is useless.
    const noPkce = await browser.request('POST', '/idp/token', {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: browser.redirectUri,
      client_id: t.config.oidc.clientId,
      code_verifier: 'x'.repeat(43),
    });
    expect(noPkce.statusCode).toBe(400);
    expect((noPkce.json() as { error: string }).error).toBe('invalid_grant');

    // The code was spent by that failed attempt; a new sign-in (the session now exists: no page) gives another.
    const again = await browser.authorize();
    expect(again.landing).toBeInstanceOf(URL);
    const tokenRes = await browser.exchange((again.landing as URL).searchParams.get('code')!, again.verifier);
    expect(tokenRes.statusCode).toBe(200);
    const tokens = tokenRes.json() as { access_token: string; id_token: string; token_type: string };
    expect(tokens.token_type).toBe('Bearer');
    expect(verifier).not.toBe(again.verifier);

    // A JWT access token for the API audience, shaped like Entra ID's.
    expect(decodeHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(decodePayload(tokens.access_token)).toMatchObject({
      iss: t.config.oidc.issuer,
      aud: t.config.oidc.audience,
      sub: account.sub,
      oid: account.sub,
      email: account.email,
      given_name: 'Mariana',
      family_name: 'Chan Poot',
    });

    const profile = await t.request({ method: 'GET', url: '/api/auth/student/profile', token: tokens.access_token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      id_user: expect.any(Number),
      name: 'Mariana',
      email: 'mariana.chan@tec.example',
      paternal_surname: 'Chan',
      maternal_surname: 'Poot',
      oid: account.sub,
      student: null,
    });

    // The id token is for the SPA, not for the API.
    const withIdToken = await t.request({ method: 'GET', url: '/api/auth/student/profile', token: tokens.id_token });
    expect(withIdToken.statusCode).toBe(401);
  });

  it('refuses a redirect URI that is not the portal callback', async () => {
    const browser = new OidcBrowser(t.app, t.config);
    const res = await browser.request(
      'GET',
      `/idp/auth?${new URLSearchParams({
        client_id: t.config.oidc.clientId,
        redirect_uri: 'https://evil.example/callback',
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
      })}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('No se pudo iniciar sesión');
  });

  it('requires PKCE', async () => {
    const browser = new OidcBrowser(t.app, t.config);
    const res = await browser.request(
      'GET',
      `/idp/auth?${new URLSearchParams({
        client_id: t.config.oidc.clientId,
        redirect_uri: browser.redirectUri,
        response_type: 'code',
        scope: 'openid',
        state: 's',
      })}`,
    );
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  /** A browser signed in at the issuer, on its sign-out page (`extra`: more query parameters). */
  async function atSignOutPage(extra: Record<string, string> = {}) {
    const browser = new OidcBrowser(t.app, t.config);
    await browser.signInFully(account.email, 'Verano2026!');
    const res = await browser.request(
      'GET',
      `/idp/session/end?${new URLSearchParams({
        client_id: t.config.oidc.clientId,
        post_logout_redirect_uri: browser.redirectUri,
        ...extra,
      })}`,
    );
    expect(res.statusCode).toBe(200);
    return { browser, res };
  }

  it("signs out on the issuer's page: 'Sí, cerrar sesión'", async () => {
    const { browser, res } = await atSignOutPage();
    expect(res.body).toContain('¿Cerrar tu sesión institucional?');
    expect(res.body).toContain('Sí, cerrar sesión');
    const form = Object.fromEntries(
      [...res.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const action = /<form[^>]*action="([^"]+)"/.exec(res.body)![1]!;
    const confirm = await browser.request('POST', action, { ...form, logout: 'yes' });
    expect(confirm.statusCode).toBe(303);
    expect(String(confirm.headers.location)).toBe(browser.redirectUri);
    // Signed out at the issuer: a new authorization asks for the password again.
    const { landing } = await browser.authorize();
    expect(landing).not.toBeInstanceOf(URL);
  });

  it("'No, seguir con la sesión' returns to the portal with access_denied and its state, ending nothing", async () => {
    const { browser, res } = await atSignOutPage({ state: 'estado-123' });
    const stay = /<form id="stay" method="get" action="([^"]+)">([\s\S]*?)<\/form>/.exec(res.body);
    expect(stay).not.toBeNull();
    expect(stay![1]).toBe(browser.redirectUri);
    const fields = Object.fromEntries(
      [...stay![2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    expect(fields).toMatchObject({ error: 'access_denied', state: 'estado-123' });
    expect(stay![2]).toContain('No, seguir con la sesión');
    // Still signed in at the issuer: a new authorization needs no password.
    const { landing } = await browser.authorize();
    expect(landing).toBeInstanceOf(URL);
  });
});
