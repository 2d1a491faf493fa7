import { constants, createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { JSONWebKeySet, JWK } from 'jose';

/** The signature algorithms student tokens may use, and what each needs of its key. */
interface Algorithm {
  hash: 'sha256' | 'sha384' | 'sha512';
  kty: 'RSA' | 'EC';
  pss?: true;
  /** ES256's curve, as node:crypto names it. */
  curve?: 'prime256v1';
}

export const ALGORITHMS: Readonly<Record<string, Algorithm>> = {
  RS256: { hash: 'sha256', kty: 'RSA' },
  RS384: { hash: 'sha384', kty: 'RSA' },
  RS512: { hash: 'sha512', kty: 'RSA' },
  PS256: { hash: 'sha256', kty: 'RSA', pss: true },
  ES256: { hash: 'sha256', kty: 'EC', curve: 'prime256v1' },
};

/** As jose: an RSA key shorter than this is refused. */
const MIN_RSA_BITS = 2048;
/** A remote key set is fetched again after this long (jose's cacheMaxAge). */
const KEYS_MAX_AGE_MS = 10 * 60_000;
/** A token with an unknown key id fetches the set again at most this often (jose's cooldownDuration). */
const UNKNOWN_KID_COOLDOWN_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;

interface KeyEntry {
  jwk: JWK;
  /** Imported once, on the first token that names it; null when node:crypto refused it. */
  key?: KeyObject | null;
}

/** jose's rule for a key of the set that may check a token signed with `alg` under `kid`. */
function usable(jwk: JWK, alg: string, spec: Algorithm, kid: string | undefined): boolean {
  const ops = jwk.key_ops;
  return (
    jwk.kty === spec.kty &&
    (kid === undefined || jwk.kid === kid) &&
    (jwk.alg === undefined || jwk.alg === alg) &&
    (jwk.use === undefined || jwk.use === 'sig') &&
    (ops === undefined || (Array.isArray(ops) && ops.includes('verify'))) &&
    (spec.kty !== 'EC' || jwk.crv === 'P-256') &&
    // A set member with private parts is not a public key set.
    jwk.d === undefined
  );
}

function importKey(entry: KeyEntry, spec: Algorithm): KeyObject | null {
  if (entry.key === undefined) {
    try {
      entry.key = createPublicKey({ key: entry.jwk as JsonWebKey, format: 'jwk' });
    } catch {
      entry.key = null;
    }
  }
  const key = entry.key;
  if (!key) return null;
  const details = key.asymmetricKeyDetails;
  if (spec.kty === 'RSA') {
    return key.asymmetricKeyType === 'rsa' && (details?.modulusLength ?? 0) >= MIN_RSA_BITS ? key : null;
  }
  return key.asymmetricKeyType === 'ec' && details?.namedCurve === spec.curve ? key : null;
}

/** Whether `signature` signs `data` with `key` under `spec` (node:crypto, synchronous: ~30 µs for RS256). */
export function signatureValid(spec: Algorithm, key: KeyObject, data: Buffer, signature: Buffer): boolean {
  try {
    if (spec.kty === 'EC') return verifySignature(spec.hash, data, { key, dsaEncoding: 'ieee-p1363' }, signature);
    if (spec.pss) {
      return verifySignature(
        spec.hash,
        data,
        { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST },
        signature,
      );
    }
    return verifySignature(spec.hash, data, key, signature);
  } catch {
    return false;
  }
}

/**
 * The issuer's public keys as node:crypto key objects, each imported once. A local set (the dev
 * issuer's) never changes; a remote one is fetched on first use, again after ten minutes, and again
 * when a token names a key id the set does not hold (at most every 30 s) — as jose's remote set did.
 */
export class JwsKeys {
  #entries: KeyEntry[] = [];
  readonly #load: (() => Promise<unknown>) | null;
  #loadedAt = -Infinity;
  #loading: Promise<void> | null = null;

  constructor(source: { jwks: JSONWebKeySet } | { load: () => Promise<unknown> }) {
    if ('jwks' in source) {
      this.#load = null;
      this.#entries = entriesOf(source.jwks);
      this.#loadedAt = Infinity;
    } else {
      this.#load = source.load;
    }
  }

  #reload(): Promise<void> {
    this.#loading ??= (async () => {
      try {
        const set = await this.#load!();
        this.#entries = entriesOf(set);
        this.#loadedAt = Date.now();
      } finally {
        this.#loading = null;
      }
    })();
    return this.#loading;
  }

  #match(alg: string, spec: Algorithm, kid: string | undefined): KeyObject[] {
    const keys: KeyObject[] = [];
    for (const entry of this.#entries) {
      if (!usable(entry.jwk, alg, spec, kid)) continue;
      const key = importKey(entry, spec);
      if (key) keys.push(key);
    }
    return keys;
  }

  /** The keys that may have signed a token with this header (several when the set does not tell them apart). */
  async candidates(alg: string, spec: Algorithm, kid: string | undefined): Promise<KeyObject[]> {
    if (this.#load && Date.now() - this.#loadedAt >= KEYS_MAX_AGE_MS) {
      try {
        await this.#reload();
      } catch (err) {
        // The issuer cannot be reached for the periodic refresh: the keys already known were its keys a moment
        // ago, so they keep verifying, and the refresh is tried again after the cooldown (not on every request).
        if (this.#entries.length === 0) throw err;
        this.#loadedAt = Date.now() - KEYS_MAX_AGE_MS + UNKNOWN_KID_COOLDOWN_MS;
      }
    }
    const keys = this.#match(alg, spec, kid);
    if (keys.length > 0 || !this.#load || Date.now() - this.#loadedAt < UNKNOWN_KID_COOLDOWN_MS) return keys;
    await this.#reload();
    return this.#match(alg, spec, kid);
  }
}

function entriesOf(set: unknown): KeyEntry[] {
  const keys = (set as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) throw new Error('JSON Web Key Set malformed');
  return keys.filter((k): k is JWK => typeof k === 'object' && k !== null && !Array.isArray(k)).map((jwk) => ({ jwk }));
}

/** Fetches a JSON document (the discovery document, a key set) within FETCH_TIMEOUT_MS. */
export async function fetchJson(url: string | URL): Promise<unknown> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`GET ${String(url)}: ${res.status}`);
  return res.json();
}
