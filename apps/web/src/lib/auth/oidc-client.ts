import type { UserManager } from 'oidc-client-ts';
import { loadAuthConfig } from './auth-config.ts';

let manager: Promise<UserManager> | null = null;

/** The OpenID Connect client, loaded only when someone signs in or out (it is not on the home page). */
export function getUserManager(): Promise<UserManager> {
  manager ??= (async () => {
    const [{ UserManager, WebStorageStateStore }, config] = await Promise.all([
      import('oidc-client-ts'),
      loadAuthConfig(),
    ]);
    const origin = window.location.origin;
    return new UserManager({
      authority: config.authority,
      client_id: config.clientId,
      scope: config.scope,
      response_type: 'code',
      redirect_uri: `${origin}/auth/callback`,
      popup_redirect_uri: `${origin}/auth/callback`,
      post_logout_redirect_uri: `${origin}/auth/callback`,
      popup_post_logout_redirect_uri: `${origin}/auth/callback`,
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      automaticSilentRenew: false,
      monitorSession: false,
      loadUserInfo: false,
      popupWindowFeatures: { width: 480, height: 680, left: undefined, top: undefined },
    });
  })();
  manager.catch(() => {
    manager = null;
  });
  return manager;
}
