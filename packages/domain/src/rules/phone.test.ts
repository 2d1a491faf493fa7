import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeStudentPhone, phoneInputDigits, storedPhone } from './phone.ts';
import { parseApplicationPhone } from './teacher-application.ts';

describe('phone normal form', () => {
  it('stores every typed form of one number identically, as "+" and the digits', () => {
    for (const typed of [
      '+529987654321',
      '529987654321',
      '+52 998 765 4321',
      '52-998-765-4321',
      '+52 (998) 765.43.21',
      '  +52 998 765 4321  ',
      ' 529987654321', // a "+" sent unencoded in a query string arrives as a space
    ]) {
      expect(normalizeStudentPhone(typed), typed).toBe('+529987654321');
    }
  });

  it('accepts 10 to 15 digits for a student, code included', () => {
    expect(normalizeStudentPhone('9831234567')).toBe('+9831234567');
    expect(normalizeStudentPhone('+15551234567')).toBe('+15551234567');
    expect(normalizeStudentPhone('123456789012345')).toBe('+123456789012345');
    for (const bad of [
      '',
      '+',
      '983123456',
      '1234567890123456',
      '++529831234567',
      '52+9831234567',
      '52 983 abc 4567',
    ]) {
      expect(normalizeStudentPhone(bad), bad).toBeNull();
    }
  });

  it('is idempotent: a stored phone normalises to itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9 ().-]{0,24}$/), (typed) => {
        const once = normalizeStudentPhone(typed);
        if (once !== null) expect(normalizeStudentPhone(once)).toBe(once);
      }),
    );
  });

  it('reads only digits, separators and one leading "+"', () => {
    expect(phoneInputDigits('+52 (998) 765-4321')).toBe('529987654321');
    expect(phoneInputDigits('52a9987654321')).toBeNull();
    expect(storedPhone('529987654321')).toBe('+529987654321');
  });

  it('gives a teacher application the same stored form as a student', () => {
    for (const typed of ['+529987654321', '52 998 765 4321', '+52-998-765-4321']) {
      const parsed = parseApplicationPhone(typed);
      expect(parsed.ok && parsed.phone, typed).toBe(normalizeStudentPhone(typed));
    }
  });
});
