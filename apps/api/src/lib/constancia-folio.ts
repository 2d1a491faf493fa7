import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { DbOrTrx } from '../db/tables.ts';
import { findAppSecret } from '../db/app-secrets.repository.ts';
import { getOrCreateSecret } from './secrets.ts';

/**
 * A constancia's folio: 128 bits of an HMAC (under a server secret) of a random nonce, written in base32.
 * The database keeps the nonce and the folio's SHA-256 only: a copy of the database alone can neither
 * show nor forge a folio, while the server can show a student their folio again. Verification hashes
 * what it is given and looks the hash up, so a folio nobody issued is simply unknown.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

const KEY_NAME = 'constancia-folio-key';

/** The folios' secret, made the first time one is needed: call it inside the transaction that issues folios. */
export async function folioKey(trx: DbOrTrx): Promise<string> {
  return getOrCreateSecret(trx, KEY_NAME, () => randomBytes(32).toString('base64url'));
}

/** The folios' secret for showing a folio again; it exists since the first constancia was issued. */
export async function issuedFolioKey(db: DbOrTrx): Promise<string> {
  const key = await findAppSecret(db, KEY_NAME);
  if (key === undefined) throw new Error('constancias exist without their folio key');
  return key;
}

export function newNonce(): string {
  return randomBytes(16).toString('hex');
}

/** The folio of a nonce: 26 base32 characters (128 bits of the HMAC). */
export function folioOf(key: string, nonce: string): string {
  return base32(createHmac('sha256', key).update(nonce).digest().subarray(0, 16));
}

/** What a person may type or a QR may carry: case and separators do not matter. */
export function normaliseFolio(input: string): string {
  return input.toUpperCase().replace(/[^A-Z2-7]/g, '');
}

export function folioHash(folio: string): string {
  return createHash('sha256').update(normaliseFolio(folio)).digest('hex');
}
