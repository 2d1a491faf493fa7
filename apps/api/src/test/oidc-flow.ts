import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The browser's side of the student sign-in, through app.inject: the SPA's authorization request
 * with PKCE, the dev issuer's Spanish sign-in page, the code, and the token exchange — the same
 * steps oidc-client-ts and the popup take. Cookies are kept like a browser keeps them.
 */
export class OidcBrowser {
  readonly cookies = new Map<string, string>();
  readonly #app: FastifyInstance;
  readonly #config: Config;
  readonly #host: string;

  constructor(app: FastifyInstance, config: Config) {
    this.#app = app;
    this.#config = config;
    this.#host = new URL(config.publicUrl).host;
  }

  /** Another app (a restarted server) with this browser's cookies. */
  withApp(app: FastifyInstance): OidcBrowser {
    const next = new OidcBrowser(app, this.#config);
    for (const [k, v] of this.cookies) next.cookies.set(k, v);
    return next;
  }

  get redirectUri(): string {
    return `${this.#config.publicUrl}/auth/callback`;
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const target = url.startsWith('http') ? new URL(url) : new URL(url, this.#config.publicUrl);
    const headers: Record<string, string> = { host: this.#host };
    if (this.cookies.size) headers['cookie'] = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await this.#app.inject({
      method,
      url: target.pathname + target.search,
      headers,
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const gone = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  /** Follows redirects inside the portal until a page answers or the issuer sends us to the callback. */
  async follow(res: LightMyRequestResponse): Promise<LightMyRequestResponse | URL> {
    let current = res;
    for (let hops = 0; hops < 10; hops++) {
      if (current.statusCode < 300 || current.statusCode >= 400) return current;
      const location = new URL(String(current.headers.location), this.#config.publicUrl);
      if (location.pathname === '/auth/callback') return location;
      current = await this.request('GET', location.pathname + location.search);
    }
    throw new Error('demasiadas redirecciones');
  }

  /** Starts an authorization request as the SPA does; returns what the browser ends up showing. */
  async authorize(state = randomBytes(8).toString('hex')) {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const query = new URLSearchParams({
      client_id: this.#config.oidc.clientId,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: this.#config.oidc.scope,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const landing = await this.follow(await this.request('GET', `/idp/auth?${query}`));
    return { verifier, state, landing };
  }

  async signIn(loginPage: LightMyRequestResponse, email: string, password: string) {
    const action = /action="([^"]+)"/.exec(loginPage.body)?.[1];
    if (!action) throw new Error(`sin formulario de inicio de sesión: ${loginPage.body.slice(0, 200)}`);
    return this.follow(await this.request('POST', action, { email, password }));
  }

  async exchange(code: string, verifier: string) {
    const res = await this.request('POST', '/idp/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.redirectUri,
      client_id: this.#config.oidc.clientId,
      code_verifier: verifier,
    });
    return res;
  }

  /** The whole sign-in: authorize → sign-in page → code → tokens. */
  async signInFully(email: string, password: string): Promise<{ access_token: string; id_token: string }> {
    const { verifier, landing } = await this.authorize();
    const callback = landing instanceof URL ? landing : await this.signIn(landing, email, password);
    if (!(callback instanceof URL)) throw new Error(`el inicio de sesión no terminó: ${callback.statusCode}`);
    const res = await this.exchange(callback.searchParams.get('code')!, verifier);
    if (res.statusCode !== 200) throw new Error(`intercambio fallido: ${res.statusCode} ${res.body}`);
    return res.json() as { access_token: string; id_token: string };
  }
}
