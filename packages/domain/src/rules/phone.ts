/**
 * One rule for every phone the portal stores (student profiles and teacher applications): the
 * number is read as country code plus number, "+" optional, and stored in one normal form, "+"
 * followed by the digits (E.164: "+529987654321"). Whatever a person or a client types for the
 * same number ("+529987654321", "529987654321", "+52 998 765 4321", "52-998-765-4321",
 * "+52 (998) 765.43.21") gives the same stored value, and that value is what the API answers.
 */

/** What may stand between the digits: spaces, dashes, dots and parentheses. */
const SEPARATORS = /[\s\-.()]/g;
/** After the separators are gone: an optional leading "+" and digits only. */
const PHONE_SHAPE = /^\+?\d+$/;

/** E.164 allows at most 15 digits; a student phone has at least 10 (docs/rules.md PER-8). */
export const STUDENT_PHONE_DIGITS = { min: 10, max: 15 } as const;

/**
 * The digits of a typed phone (country code first), or null when it holds anything but digits,
 * separators and one leading "+". Leading and trailing blanks are ignored, so a "+" that arrived
 * as a space (an unencoded query string) does no harm.
 */
export function phoneInputDigits(value: string): string | null {
  const compact = value.replace(SEPARATORS, '');
  if (!PHONE_SHAPE.test(compact)) return null;
  return compact.startsWith('+') ? compact.slice(1) : compact;
}

/** The stored form of a phone's digits: "+" and the digits. */
export function storedPhone(digits: string): string {
  return `+${digits}`;
}

/** A student's phone in its stored form, or null when it is not 10 to 15 digits (with the separators above). */
export function normalizeStudentPhone(value: string): string | null {
  const digits = phoneInputDigits(value);
  if (digits === null) return null;
  if (digits.length < STUDENT_PHONE_DIGITS.min || digits.length > STUDENT_PHONE_DIGITS.max) return null;
  return storedPhone(digits);
}
