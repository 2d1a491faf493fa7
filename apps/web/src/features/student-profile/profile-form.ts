import { composeStudentPhone, normalizeControlNumber, splitStudentPhone } from '@portal/domain/rules';
import type { ProfileFormValues, StudentCountryCode } from '@portal/domain/schemas';

export { profileFormSchema, type ProfileFormValues } from '@portal/domain/schemas';

export type CountryCode = StudentCountryCode;
export const DEFAULT_COUNTRY_CODE: CountryCode = '+52';

/** The body both the registration and the edit send (`api/students.ts`). */
export interface ProfileBody {
  id_career: number;
  control_number: string;
  phone: string;
}

/** Only digits are typed into the number field; a country code cannot make it longer than 15 digits. */
export function phoneNumberInput(raw: string, countryCode: CountryCode): string {
  const room = 15 - countryCode.replace(/\D/g, '').length;
  return raw.replace(/\D/g, '').slice(0, room);
}

export function toProfileBody(values: ProfileFormValues): ProfileBody {
  return {
    id_career: Number(values.id_career),
    control_number: normalizeControlNumber(values.control_number),
    phone: composeStudentPhone(values.countryCode, values.phoneNumber),
  };
}

/** The form filled with a stored student record (edit), or empty with +52 (registration). */
export function profileFormDefaults(
  student?: { id_career: number; control_number: string; phone: string } | null,
): ProfileFormValues {
  if (!student) return { id_career: '', control_number: '', countryCode: DEFAULT_COUNTRY_CODE, phoneNumber: '' };
  const { countryCode, number } = splitStudentPhone(student.phone);
  return {
    id_career: String(student.id_career),
    control_number: student.control_number,
    countryCode,
    phoneNumber: number,
  };
}
