import type { AuthConfig } from '@portal/domain/schemas';
import { getAuthConfig } from '../../api/auth.ts';

import { readAuthConfigFromPage } from './auth-config-page.ts';

/**
 * The sign-in settings: issuer, client id, scope. The server writes them into the page
 * (`<meta name="portal-auth">`, auth-config-page.ts), so one build serves any institution; the Vite dev
 * server has no such tag and the settings are fetched from the API instead.
 */
let cached: AuthConfig | null = null;

export function authConfigSync(): AuthConfig | null {
  cached ??= readAuthConfigFromPage();
  return cached;
}

export async function loadAuthConfig(): Promise<AuthConfig> {
  const fromPage = authConfigSync();
  if (fromPage) return fromPage;
  cached = await getAuthConfig();
  return cached;
}
