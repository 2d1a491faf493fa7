import type { AuthConfig } from '@portal/domain/schemas';

/** What oidc-client-ts keeps in localStorage for the signed-in student. */
export interface StoredStudentAccount {
  access_token: string;
  /** Seconds since the epoch. */
  expires_at?: number;
  profile: { sub: string; oid?: string; name?: string; email?: string; preferred_username?: string };
}

export function studentStorageKey(config: Pick<AuthConfig, 'authority' | 'clientId'>): string {
  return `oidc.user:${config.authority}:${config.clientId}`;
}

/**
 * The student account stored by the sign-in library, read without loading it (the home page must
 * stay light). Expired or unreadable accounts count as absent.
 */
export function readStudentAccount(
  config: Pick<AuthConfig, 'authority' | 'clientId'> | null,
  storage: Storage = localStorage,
  now = Date.now(),
): StoredStudentAccount | null {
  if (!config) return null;
  const raw = storage.getItem(studentStorageKey(config));
  if (!raw) return null;
  try {
    const account = JSON.parse(raw) as Partial<StoredStudentAccount>;
    if (typeof account.access_token !== 'string' || !account.profile || typeof account.profile.sub !== 'string')
      return null;
    if (typeof account.expires_at === 'number' && account.expires_at * 1000 <= now) return null;
    return account as StoredStudentAccount;
  } catch {
    return null;
  }
}
