import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  composeStudentPhone,
  formatPhone10,
  isValidControlNumber,
  isValidStudentPhone,
  normalizeControlNumber,
  splitStudentPhone,
} from './student-profile.ts';

describe('student phone', () => {
  it('accepts 10 to 15 digits, with an optional "+" and separators', () => {
    expect(isValidStudentPhone('9831234567')).toBe(true);
    expect(isValidStudentPhone('529831234567')).toBe(true);
    expect(isValidStudentPhone('+529831234567')).toBe(true);
    expect(isValidStudentPhone('52 983-123-4567')).toBe(true);
    expect(isValidStudentPhone('123456789012345')).toBe(true);
    for (const bad of ['', '983123456', '1234567890123456', '+52983123456a', '983_123_4567']) {
      expect(isValidStudentPhone(bad)).toBe(false);
    }
  });

  it('is valid exactly when the text is an optional "+" and 10–15 ASCII digits (no separators)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => {
        fc.pre(!/[\s\-.()]/.test(s));
        expect(isValidStudentPhone(s)).toBe(/^\+?[0-9]{10,15}$/.test(s));
      }),
    );
  });

  it('composes country code and number in the stored form', () => {
    expect(composeStudentPhone('+52', '983 123 4567')).toBe('+529831234567');
    expect(composeStudentPhone('+1', '(555) 123-4567')).toBe('+15551234567');
    expect(isValidStudentPhone(composeStudentPhone('+52', '983 123 4567'))).toBe(true);
  });

  it("splits a stored phone back into the form's country code and number", () => {
    expect(splitStudentPhone('529831234567')).toEqual({ countryCode: '+52', number: '9831234567' });
    expect(splitStudentPhone('+529831234567')).toEqual({ countryCode: '+52', number: '9831234567' });
    expect(splitStudentPhone('+15551234567')).toEqual({ countryCode: '+1', number: '5551234567' });
    expect(splitStudentPhone('15551234567')).toEqual({ countryCode: '+1', number: '5551234567' });
    expect(splitStudentPhone('9831234567')).toEqual({ countryCode: '+52', number: '9831234567' });
    expect(splitStudentPhone('5298312345')).toEqual({ countryCode: '+52', number: '5298312345' });
    expect(splitStudentPhone(null)).toEqual({ countryCode: '+52', number: '' });
    for (const [code, number] of [
      ['+52', '9831234567'],
      ['+1', '5551234567'],
    ] as const) {
      expect(splitStudentPhone(composeStudentPhone(code, number))).toEqual({ countryCode: code, number });
    }
  });

  it('formats ten digits as (XXX) XXX-XXXX', () => {
    expect(formatPhone10('9831234567')).toBe('(983) 123-4567');
    expect(formatPhone10('529831234567')).toBe('(983) 123-4567');
    expect(formatPhone10('12345')).toBe('12345');
    expect(formatPhone10('')).toBeNull();
    expect(formatPhone10(null)).toBeNull();
  });
});

describe('control number', () => {
  it('is an optional capital letter followed by 8 digits', () => {
    for (const good of ['21390145', 'C20390211', 'M00000000']) expect(isValidControlNumber(good)).toBe(true);
    for (const bad of ['', '2139014', '213901456', 'c20390211', 'AB1234567', '2039021C', 'Ñ12345678', ' 21390145']) {
      expect(isValidControlNumber(bad)).toBe(false);
    }
  });

  it('is trimmed and upper-cased before it is checked and stored', () => {
    expect(normalizeControlNumber('  c20390211 ')).toBe('C20390211');
    expect(isValidControlNumber(normalizeControlNumber(' c20390211'))).toBe(true);
    expect(normalizeControlNumber('21390145')).toBe('21390145');
  });
});
