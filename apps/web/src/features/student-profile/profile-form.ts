import { z } from 'zod';
import { STUDENT_COUNTRY_CODES } from '@portal/domain/constants';
import {
  composeStudentPhone,
  CONTROL_NUMBER_PATTERN,
  isValidStudentPhone,
  normalizeControlNumber,
  splitStudentPhone,
  STUDENT_PROFILE_MESSAGES as M,
} from '@portal/domain/rules';

export type CountryCode = (typeof STUDENT_COUNTRY_CODES)[number]['code'];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+52';

/** What the student profile form holds: the select gives the career as text, the phone comes in two parts. */
export interface ProfileFormValues {
  id_career: string;
  control_number: string;
  countryCode: CountryCode;
  phoneNumber: string;
}

/** The body both the registration and the edit send (docs/architecture.md, API calls). */
export interface ProfileBody {
  id_career: number;
  control_number: string;
  phone: string;
}

/**
 * The form's rules are the API's (docs/rules.md R16, `packages/domain`): career, control number and phone are
 * required ("Campos requeridos"); the control number is an optional capital letter and 8 digits
 * (typed case does not matter); the phone that is sent — country code and number — is 10 to 15 digits.
 */
export const profileFormSchema = z
  .object({
    id_career: z.string().trim().min(1, { error: M.required }),
    control_number: z
      .string()
      .overwrite(normalizeControlNumber)
      .min(1, { error: M.required, abort: true })
      .regex(CONTROL_NUMBER_PATTERN, { error: M.controlNumber }),
    countryCode: z.enum(STUDENT_COUNTRY_CODES.map((c) => c.code) as [CountryCode, ...CountryCode[]]),
    phoneNumber: z.string().trim().min(1, { error: M.required }),
  })
  .superRefine((values, ctx) => {
    if (values.phoneNumber && !isValidStudentPhone(composeStudentPhone(values.countryCode, values.phoneNumber))) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: M.phone });
    }
  });

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

/** The popup for a refused form: "Campos requeridos" when something is missing, else the first rule broken. */
export function profileFormPopup(messages: readonly string[]): { title: string; message: string } | null {
  if (messages.length === 0) return null;
  if (messages.includes(M.required)) {
    return {
      title: M.required,
      message: 'Por favor, completa la carrera, el número de control y el teléfono.',
    };
  }
  return { title: 'Error de validación', message: messages[0]! };
}
