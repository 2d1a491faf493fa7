import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token: 32 random bytes, base64url (43 characters); only its hash is stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 (hex) of a token, as stored and looked up. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
