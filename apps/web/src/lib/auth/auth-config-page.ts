import type { AuthConfig } from '@portal/domain/schemas';

/** The sign-in settings the server wrote into the page (`<meta name="portal-auth">`), or null. */
export function readAuthConfigFromPage(doc: Document = document): AuthConfig | null {
  const content = doc.querySelector('meta[name="portal-auth"]')?.getAttribute('content');
  if (!content) return null;
  try {
    return JSON.parse(content) as AuthConfig;
  } catch {
    return null;
  }
}
