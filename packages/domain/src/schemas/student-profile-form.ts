import { z } from 'zod';
import { STUDENT_COUNTRY_CODES } from '../constants.ts';
import {
  composeStudentPhone,
  CONTROL_NUMBER_PATTERN,
  isValidStudentPhone,
  normalizeControlNumber,
  STUDENT_PROFILE_MESSAGES as M,
} from '../rules/student-profile.ts';

export type StudentCountryCode = (typeof STUDENT_COUNTRY_CODES)[number]['code'];

/** What the student profile form (registration and edit) holds: the select gives the career as text, the phone comes in two parts. */
export interface ProfileFormValues {
  id_career: string;
  control_number: string;
  countryCode: StudentCountryCode;
  phoneNumber: string;
}

/**
 * The form's rules are the API's (docs/rules.md PER-1, `packages/domain`): career, control number and phone are
 * required (each empty field says what it needs, under the summary "Campos requeridos"); the control number is an optional capital letter and 8 digits
 * (typed case does not matter); the phone that is sent — country code and number — is 10 to 15 digits.
 */
export const profileFormSchema = z
  .object({
    id_career: z.string().trim().min(1, { error: M.careerMissing }),
    control_number: z
      .string()
      .overwrite(normalizeControlNumber)
      .min(1, { error: M.controlNumberMissing, abort: true })
      .regex(CONTROL_NUMBER_PATTERN, { error: M.controlNumber }),
    countryCode: z.enum(STUDENT_COUNTRY_CODES.map((c) => c.code) as [StudentCountryCode, ...StudentCountryCode[]]),
    phoneNumber: z.string().trim().min(1, { error: M.phoneMissing }),
  })
  .superRefine((values, ctx) => {
    if (values.phoneNumber && !isValidStudentPhone(composeStudentPhone(values.countryCode, values.phoneNumber))) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: M.phone });
    }
  });
