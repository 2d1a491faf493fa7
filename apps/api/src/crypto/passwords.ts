import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended parameters (19 MiB, 2 iterations, 1 lane). */
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolated modules cannot read)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Spends the same time as a real check when the email is unknown, so response times do not tell
 * which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('contraseña-de-relleno-para-igualar-tiempos');
  await verifyPassword(await dummyHash, password);
  return false;
}
