import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  applicantFullName,
  applicationSearchText,
  composeApplicationPhone,
  formatApplicationPhone,
  isValidEmail,
  parseApplicationPhone,
} from './teacher-application.ts';

describe('application phone', () => {
  it.each([
    ['+529831234567', '+52', '9831234567'],
    ['+1 305 555 0101', '+1', '3055550101'],
    ['+502 2345-6789 01', '+502', '2345678901'],
    ['+50622223333 44', '+506', '2222333344'],
    ['541112345678', '+54', '1112345678'],
    ['+34 612 345 678 9', '+34', '6123456789'],
    [' 529831234567', '+52', '9831234567'], // "+" read from an unencoded query string arrives as a space
  ])('%s is country %s with number %s', (input, countryCode, number) => {
    expect(parseApplicationPhone(input)).toEqual({ ok: true, phone: `${countryCode}${number}`, countryCode, number });
  });

  it('refuses a number that is not 10 digits', () => {
    for (const input of ['+52983123456', '+5298312345678', '+1 305 555 010', '', '+52', '123']) {
      expect(parseApplicationPhone(input), input).toEqual({ ok: false, message: APPLICATION_MESSAGES.phone });
    }
  });

  it('refuses a country code outside the list', () => {
    for (const input of ['+449831234567', '9831234567', '+819831234567']) {
      expect(parseApplicationPhone(input), input).toEqual({ ok: false, message: APPLICATION_MESSAGES.countryCode });
    }
  });

  it('composes and formats what the form sends', () => {
    expect(composeApplicationPhone('+52', '983-123 4567')).toBe('+529831234567');
    expect(formatApplicationPhone('+529831234567')).toBe('+52 (983) 123-4567');
    expect(formatApplicationPhone('+5029831234567')).toBe('+502 (983) 123-4567');
    expect(formatApplicationPhone('sin teléfono')).toBe('sin teléfono');
  });
});

describe('application helpers', () => {
  it('checks a simple email pattern', () => {
    expect(isValidEmail('ana.lopez@correo.example')).toBe(true);
    for (const bad of ['ana', 'ana@', '@correo.mx', 'ana lopez@correo.mx', 'ana@correo']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('builds the full name and the accent-free search text', () => {
    const a = { name: 'María', paternal_surname: 'Núñez', maternal_surname: null, contact_email: 'maria@correo.mx' };
    expect(applicantFullName(a)).toBe('María Núñez');
    expect(applicantFullName({ ...a, maternal_surname: 'Chí' })).toBe('María Núñez Chí');
    expect(applicationSearchText(a)).toBe('maria nunez maria@correo.mx');
  });
});
