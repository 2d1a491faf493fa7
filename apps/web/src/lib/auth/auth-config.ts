import type { AuthConfig } from '@portal/domain/schemas';
import { getAuthConfig } from '../../api/auth.ts';

/**
 * The sign-in settings (issuer, client id, scope). The server writes them into the page
 * (`<meta name="portal-auth">`), so one build serves any institution; the Vite dev server has no
 * such tag and the settings are fetched from the API instead.
 */
let cached: AuthConfig | null = null;

export function readAuthConfigFromPage(doc: Document = document): AuthConfig | null {
  const content = doc.querySelector('meta[name="portal-auth"]')?.getAttribute('content');
  if (!content) return null;
  try {
    return JSON.parse(content) as AuthConfig;
  } catch {
    return null;
  }
}

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
