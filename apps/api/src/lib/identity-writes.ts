/**
 * Bumped by this process's own writes that change what a token resolves to (a sign-out), right after
 * they are committed: every identity cache of the process (features/auth/identity-cache.ts) drops what it
 * kept at once, without waiting for the database's notice to come back.
 */
let writes = 0;

export function identityWritten(): void {
  writes++;
}

export function identityWrites(): number {
  return writes;
}
