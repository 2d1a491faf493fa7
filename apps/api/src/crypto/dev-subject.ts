import { createHash } from 'node:crypto';

/**
 * A stable, GUID-shaped subject for an address (like Entra's `oid`), so that the development issuer's
 * tokens and the demo data agree. Here, below db/ and the features, because both use it.
 */
export function devSubject(email: string): string {
  const h = createHash('sha256').update(`portal-dev-idp:${email.toLowerCase()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
