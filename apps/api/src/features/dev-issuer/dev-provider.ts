import { INSTITUTION } from '@portal/domain/institution';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { OidcConfig, TrustProxy } from '../../config.ts';
import type { Db } from '../../db/tables.ts';
import { findDevAccountBySub } from './dev-accounts.repository.ts';
import { recordDevAccessToken } from './dev-access-tokens.ts';
import { createDevIdpAdapter } from './dev-idp-adapter.ts';
import type { DevSigningKey } from './dev-keys.ts';
import { logoutPage, messagePage } from './dev-pages.ts';
import { escapeHtml } from '../../lib/html.ts';
import { devAccessClaims, DEV_ACCESS_TOKEN_TTL_S } from './dev-tokens.ts';

/** The resource server's own scope: asking for it gets a JWT access token for the API audience. */
export const API_SCOPE = 'api';

export interface DevProviderOptions {
  db: Db;
  oidc: OidcConfig;
  publicUrl: string;
  key: DevSigningKey;
  cookieKey: string;
  trustProxy: TrustProxy;
}

/**
 * The built-in OpenID provider for development: a public client (code flow + PKCE) for the SPA,
 * JWT access tokens for the API audience signed with the dev key, storage in the database, and
 * consent skipped (the portal is a first-party client).
 *
 * `oidc-provider` is a development dependency: it is loaded here, when the dev issuer starts, and never
 * in production (an external issuer), where `npm prune --omit=dev` has removed it (README, Producción).
 */
export async function createDevProvider(opts: DevProviderOptions): Promise<Provider> {
  const { default: OidcProvider, errors } = await import('oidc-provider');
  const { db, oidc, publicUrl } = opts;
  const appOrigin = new URL(publicUrl).origin;

  const configuration: Configuration = {
    adapter: createDevIdpAdapter(db),
    clients: [
      {
        client_id: oidc.clientId,
        client_name: INSTITUTION.portalName,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${publicUrl}/auth/callback`, `${publicUrl}/`],
      },
    ],
    jwks: { keys: [opts.key.privateJwk as never] },
    cookies: { keys: [opts.cookieKey] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          const state = ctx.oidc.session?.state as { postLogoutRedirectUri?: unknown; state?: unknown } | undefined;
          ctx.body = logoutPage(form, {
            redirectUri: typeof state?.postLogoutRedirectUri === 'string' ? state.postLogoutRedirectUri : null,
            state: typeof state?.state === 'string' ? state.state : null,
          });
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.body = messagePage('Sesión cerrada', 'Cerraste tu sesión institucional. Ya puedes cerrar esta ventana.');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => oidc.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== oidc.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: oidc.audience,
            accessTokenTTL: DEV_ACCESS_TOKEN_TTL_S,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    async findAccount(_ctx, sub) {
      const account = await findDevAccountBySub(db, sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: true,
            name: [account.given_name, account.family_name].filter(Boolean).join(' '),
            given_name: account.given_name,
            family_name: account.family_name,
            preferred_username: account.email,
          };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findDevAccountBySub(db, token.accountId);
      return account ? devAccessClaims(account) : undefined;
    },
    // First-party client: grant what it asks for instead of showing a consent screen.
    async loadExistingGrant(ctx) {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const existing = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (existing) {
        const found = await ctx.oidc.provider.Grant.find(existing);
        if (found) return found;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'given_name', 'family_name', 'preferred_username']);
      grant.addResourceScope(oidc.audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    // Every JWT access token is recorded, so the sign-out can revoke it (dev-access-tokens.ts).
    formats: {
      customizers: {
        async jwt(_ctx, token, jwt) {
          const { jti, sub, exp } = jwt.payload;
          if (typeof jti === 'string' && typeof sub === 'string' && typeof exp === 'number') {
            const grantId = 'grantId' in token && typeof token.grantId === 'string' ? token.grantId : null;
            await recordDevAccessToken(db, { jti, sub, grantId, expiresAtMs: exp * 1000 });
          }
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: DEV_ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 120,
      IdToken: 3600,
      Interaction: 900,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    clientBasedCORS: (_ctx, origin) => origin === appOrigin,
    async renderError(ctx, out) {
      ctx.type = 'html';
      const details = Object.values(out)
        .map((v) => `<p class="note">${escapeHtml(v)}</p>`)
        .join('');
      ctx.body = messagePage(
        'No se pudo iniciar sesión',
        'Cierra esta ventana e inténtalo de nuevo desde el portal.',
        details,
      );
    },
  };

  const provider = new OidcProvider(oidc.issuer, configuration);
  // Koa reads X-Forwarded-Proto/Host (the issuer's public URL) only behind a proxy.
  provider.proxy = opts.trustProxy !== false;
  return provider;
}
