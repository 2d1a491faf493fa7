import { AUTH_MESSAGES } from '@portal/domain/rules';

/**
 * Which bearer token a call carries (docs/rules.md ACC-8):
 * - the staff login and the declared public calls carry none;
 * - paths of the staff family (/auth/staff, /staff/, /admin/) need the staff token;
 * - paths of the student family (/auth/student…, /students/profile) need the student token;
 * - any other path tries the staff token, then the student token, else fails.
 * Calls whose answer only gets richer with a token (one class) send one when there is one.
 */
export type TokenRequirement = 'none' | 'optional' | 'staff' | 'student' | 'any';

export const TOKEN_ERRORS = {
  staff: AUTH_MESSAGES.staffTokenRequired,
  student: AUTH_MESSAGES.studentAuthRequired,
  any: AUTH_MESSAGES.authRequired,
} as const;

const PUBLIC_CALLS: readonly [method: string, pattern: RegExp][] = [
  ['GET', /^\/classes$/],
  ['POST', /^\/teachers\/applications$/],
  ['GET', /^\/careers$/],
  ['GET', /^\/subjects$/],
  ['GET', /^\/users\/roles$/],
  ['GET', /^\/auth\/config$/],
  ['GET', /^\/health(\/ready)?$/],
  ['POST', /^\/auth\/staff\/login$/],
  // A teacher invitation's link: read and used before any account exists.
  ['POST', /^\/staff\/invitation\/lookup$/],
  ['POST', /^\/staff\/invitation\/accept$/],
];

const OPTIONAL_CALLS: readonly [method: string, pattern: RegExp][] = [['GET', /^\/classes\/\d+$/]];

export function tokenRequirement(path: string, method: string): TokenRequirement {
  const p = path.split('?')[0]!.replace(/\/+$/, '') || '/';
  const m = method.toUpperCase();
  if (PUBLIC_CALLS.some(([pm, re]) => pm === m && re.test(p))) return 'none';
  if (OPTIONAL_CALLS.some(([pm, re]) => pm === m && re.test(p))) return 'optional';
  if (p.includes('/auth/staff') || p.includes('/staff/') || p.includes('/admin/')) return 'staff';
  if (p.includes('/auth/student') || p.includes('/students/profile')) return 'student';
  return 'any';
}

export type TokenChoice = { token: string | null } | { error: string };

export function chooseToken(
  path: string,
  method: string,
  tokens: { staff: string | null; student: string | null },
): TokenChoice {
  switch (tokenRequirement(path, method)) {
    case 'none':
      return { token: null };
    case 'optional':
      return { token: tokens.staff ?? tokens.student ?? null };
    case 'staff':
      return tokens.staff ? { token: tokens.staff } : { error: TOKEN_ERRORS.staff };
    case 'student':
      return tokens.student ? { token: tokens.student } : { error: TOKEN_ERRORS.student };
    case 'any':
      return tokens.staff || tokens.student ? { token: tokens.staff ?? tokens.student } : { error: TOKEN_ERRORS.any };
  }
}
