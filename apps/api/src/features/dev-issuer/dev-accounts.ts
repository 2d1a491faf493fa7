import type { DbOrTrx } from '../../db/tables.ts';
import { devSubject } from '../../crypto/dev-subject.ts';
import { findDevAccount, insertDevAccountIfAbsent } from './dev-accounts.repository.ts';

export function isDemoEmail(email: string): boolean {
  return /^[a-z0-9._%+-]+@tec\.example$/i.test(email);
}

export interface DevAccount {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}

/** Name parts for an address without an account: "maria.lopez@…" → "Maria" / "Lopez". */
function namesFromEmail(email: string): { given: string; family: string } {
  const local = email.split('@')[0] ?? '';
  const parts = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1));
  return { given: parts[0] ?? 'Estudiante', family: parts.slice(1).join(' ') };
}

/** The account of a demo-domain address, created when it does not exist yet. */
export async function findOrCreateDevAccount(db: DbOrTrx, email: string): Promise<DevAccount> {
  const normalized = email.trim().toLowerCase();
  const found = await findDevAccount(db, normalized);
  if (found) return found;
  const { given, family } = namesFromEmail(normalized);
  await insertDevAccountIfAbsent(db, {
    sub: devSubject(normalized),
    email: normalized,
    given_name: given,
    family_name: family,
  });
  return (await findDevAccount(db, normalized))!;
}
