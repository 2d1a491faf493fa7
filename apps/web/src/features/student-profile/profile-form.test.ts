import { describe, expect, it } from 'vitest';
import { STUDENT_PROFILE_MESSAGES as M } from '@portal/domain/rules';
import {
  phoneNumberInput,
  profileFormDefaults,
  profileFormSchema,
  toProfileBody,
  type ProfileFormValues,
} from './profile-form.ts';

const valid: ProfileFormValues = {
  id_career: '3',
  control_number: '21390145',
  countryCode: '+52',
  phoneNumber: '9831234567',
};

function messages(values: ProfileFormValues): Record<string, string> {
  const result = profileFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('student profile form', () => {
  it('accepts a complete form and builds the body the API expects', () => {
    expect(messages(valid)).toEqual({});
    expect(toProfileBody({ ...valid, control_number: ' c20390211 ' })).toEqual({
      id_career: 3,
      control_number: 'C20390211',
      phone: '+529831234567',
    });
    expect(toProfileBody({ ...valid, countryCode: '+1', phoneNumber: '5551234567' }).phone).toBe('+15551234567');
  });

  it('says under each missing field what it needs', () => {
    expect(messages({ ...valid, id_career: '', control_number: ' ', phoneNumber: '' })).toEqual({
      id_career: 'Elige tu carrera.',
      control_number: 'Escribe tu número de control.',
      phoneNumber: 'Escribe tu número de teléfono.',
    });
  });

  it('checks the control number and the composed phone with the API rules', () => {
    expect(messages({ ...valid, control_number: '2139014' })).toEqual({ control_number: M.controlNumber });
    expect(messages({ ...valid, control_number: 'c20390211' })).toEqual({});
    // +52 and 7 digits is 9 digits: too short; +52 and 14 digits is 16: too long.
    expect(messages({ ...valid, phoneNumber: '9831234' })).toEqual({ phoneNumber: M.phone });
    expect(messages({ ...valid, phoneNumber: '98312345671234' })).toEqual({ phoneNumber: M.phone });
  });

  it('keeps only digits in the number and leaves room for the country code', () => {
    expect(phoneNumberInput('(983) 123-4567', '+52')).toBe('9831234567');
    expect(phoneNumberInput('1234567890123456', '+52')).toBe('1234567890123');
    expect(phoneNumberInput('1234567890123456', '+1')).toBe('12345678901234');
  });

  it('fills the edit form from a stored record and starts a registration at +52', () => {
    expect(profileFormDefaults(null)).toEqual({
      id_career: '',
      control_number: '',
      countryCode: '+52',
      phoneNumber: '',
    });
    expect(profileFormDefaults({ id_career: 4, control_number: 'C20390211', phone: '15551234567' })).toEqual({
      id_career: '4',
      control_number: 'C20390211',
      countryCode: '+1',
      phoneNumber: '5551234567',
    });
  });
});
