import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { APPLICATION_MESSAGES as M } from '../rules/teacher-application.ts';
import {
  teacherApplicationFormSchema,
  teacherApplicationInputSchema,
  teacherApplicationsQuerySchema,
  toTeacherApplicationBody,
} from './teacher-applications.ts';

const valid = {
  name: ' Ana ',
  paternalSurname: 'López',
  contactEmail: 'Ana.Lopez@Correo.Example',
  contactPhone: '+529831234567',
  cv: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view',
};

function messages(input: unknown, schema: z.ZodType = teacherApplicationInputSchema): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('teacher application input (API)', () => {
  it('accepts the required fields and normalises them', () => {
    expect(teacherApplicationInputSchema.parse(valid)).toEqual({
      name: 'Ana',
      paternalSurname: 'López',
      maternalSurname: null,
      contactEmail: 'ana.lopez@correo.example',
      contactPhone: '+529831234567',
      cv: valid.cv,
      reason: null,
    });
  });

  it('accepts the optional fields, and a class id given as text (query) or number (body)', () => {
    const parsed = teacherApplicationInputSchema.parse({
      ...valid,
      maternalSurname: 'Uc',
      reason: 'Me gusta',
      classId: '7',
    });
    expect(parsed).toMatchObject({ maternalSurname: 'Uc', reason: 'Me gusta', classId: 7 });
    expect(teacherApplicationInputSchema.parse({ ...valid, classId: 7 }).classId).toBe(7);
    expect(teacherApplicationInputSchema.parse({ ...valid, classId: '' }).classId).toBeUndefined();
  });

  it('asks for every required field with the spec message', () => {
    for (const field of ['name', 'paternalSurname', 'contactEmail', 'contactPhone', 'cv'] as const) {
      expect(messages({ ...valid, [field]: undefined }), field).toEqual([M.required]);
      expect(messages({ ...valid, [field]: '   ' }), field).toEqual([M.required]);
    }
  });

  it('checks phone, email, reason, lengths and class id', () => {
    expect(messages({ ...valid, contactPhone: '+52983123456' })).toEqual([M.phone]);
    expect(messages({ ...valid, contactPhone: '+449831234567' })).toEqual([M.countryCode]);
    expect(messages({ ...valid, contactEmail: 'ana@correo' })).toEqual([M.email]);
    expect(messages({ ...valid, reason: 'x'.repeat(200) })).toEqual([]);
    expect(messages({ ...valid, reason: 'x'.repeat(201) })).toEqual([M.reason]);
    expect(messages({ ...valid, name: 'x'.repeat(101) })).toEqual(['El nombre no debe superar 100 caracteres.']);
    expect(messages({ ...valid, cv: 'x'.repeat(2001) })).toEqual(['El CV no debe superar 2000 caracteres.']);
    expect(messages({ ...valid, classId: 'abc' })).toEqual([M.classId]);
    expect(messages({ ...valid, classId: 0 })).toEqual([M.classId]);
    expect(messages({ ...valid, name: ['a', 'b'] })).toEqual([M.notText]);
  });
});

describe('teacher application form (web)', () => {
  const form = {
    name: 'Ana',
    paternalSurname: 'López',
    maternalSurname: '',
    contactEmail: 'ana@correo.example',
    countryCode: '+502',
    phone: '9831234567',
    cv: 'Docente de matemáticas',
    reason: '',
  };

  it('becomes the body the API accepts', () => {
    const values = teacherApplicationFormSchema.parse(form);
    const body = toTeacherApplicationBody(values, 12);
    expect(body).toEqual({
      name: 'Ana',
      paternalSurname: 'López',
      maternalSurname: null,
      contactEmail: 'ana@correo.example',
      contactPhone: '+5029831234567',
      cv: 'Docente de matemáticas',
      reason: null,
      classId: 12,
    });
    expect(teacherApplicationInputSchema.safeParse(body).success).toBe(true);
    expect(toTeacherApplicationBody(values, null)).not.toHaveProperty('classId');
  });

  it('uses the same messages as the API', () => {
    expect(messages({ ...form, phone: '98312' }, teacherApplicationFormSchema)).toEqual([M.phone]);
    expect(messages({ ...form, phone: '' }, teacherApplicationFormSchema)).toEqual([M.required]);
    expect(messages({ ...form, countryCode: '+44' }, teacherApplicationFormSchema)).toEqual([M.countryCode]);
    expect(messages({ ...form, reason: 'x'.repeat(201) }, teacherApplicationFormSchema)).toEqual([M.reason]);
    expect(messages({ ...form, name: '', cv: '' }, teacherApplicationFormSchema)).toEqual([M.required, M.required]);
  });
});

describe('teacher applications list query', () => {
  it('reads accepted as a boolean and refuses anything else', () => {
    expect(teacherApplicationsQuerySchema.parse({ accepted: 'true' })).toEqual({ accepted: true });
    expect(teacherApplicationsQuerySchema.parse({ accepted: 'FALSE' })).toEqual({ accepted: false });
    expect(teacherApplicationsQuerySchema.parse({ accepted: '', search: ' ana ' })).toEqual({ search: 'ana' });
    expect(teacherApplicationsQuerySchema.safeParse({ accepted: 'quizá' }).success).toBe(false);
  });
});
