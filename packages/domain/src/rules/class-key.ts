/** Subject keys (claves): 3 letters then 4 digits, e.g. ACF0901 (docs/rules.md LIS-3). */
export const CLASS_KEY_PATTERN = /^[A-Z]{3}\d{4}$/;
export const CLASS_KEY_LENGTH = 7;

export const KEY_HINTS = {
  incomplete: 'Formato: 3 letras + 4 números (ej: IED2201)',
  invalid: 'Formato inválido. Debe ser: 3 letras + 4 números',
  valid: '✓ Formato válido',
} as const;

export type KeyState = 'empty' | 'incomplete' | 'invalid' | 'valid';

/** What the key search box keeps of what was typed: upper case, no spaces, at most 7 characters. */
export function normalizeKeyInput(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, '').slice(0, CLASS_KEY_LENGTH);
}

/** A key as sent by a form or a client: upper case, no spaces, nothing cut (the server compares it whole). */
export function normalizeClassKey(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, '');
}

/** Does the key a form sent belong to the subject whose key is `subjectKey`? */
export function keyMatchesSubject(sent: string, subjectKey: string): boolean {
  return normalizeClassKey(sent) === normalizeClassKey(subjectKey);
}

export function isValidClassKey(value: string): boolean {
  return CLASS_KEY_PATTERN.test(value);
}

/** Could `value` still grow into a valid key? */
function isValidPrefix(value: string): boolean {
  return /^[A-Z]{0,3}$/.test(value) || /^[A-Z]{3}\d{0,4}$/.test(value);
}

export function keyState(value: string): KeyState {
  if (value === '') return 'empty';
  if (isValidClassKey(value)) return 'valid';
  if (value.length < CLASS_KEY_LENGTH && isValidPrefix(value)) return 'incomplete';
  return 'invalid';
}

export function keyHint(value: string): string | null {
  const state = keyState(value);
  return state === 'empty' ? null : KEY_HINTS[state];
}
