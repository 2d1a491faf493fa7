import { describe, expect, it } from 'vitest';
import { classFormProblem, CLASS_FORM_MESSAGES, CLASS_FORM_TITLES } from '@portal/domain/rules';
import { ApiError } from '../../lib/api-client.ts';
import {
  classFormDefaults,
  createClassErrorMessage,
  createClassErrorPopup,
  keepValidTimes,
  responsibleStudentProblem,
  toClassFormInput,
  toCreateClassRequest,
  type ClassFormValues,
} from './class-form-values.ts';

const filled: ClassFormValues = {
  ...classFormDefaults(new Date('2026-05-01T12:00:00Z')),
  subjectId: '7',
  clave: 'ACF0901',
  description: '  Reprobé en enero  ',
  shift: 'matutino',
  startTime: '08:00',
  endTime: '10:00',
  dayIds: ['5', '1', '3'],
  whatsappLink: 'https://chat.whatsapp.com/AbCdEfGhIj123',
};
const student = { id_student: 42, control_number: '21390145', phone: '529831234567' };

describe('class form values', () => {
  it('starts empty on the current academic year, morning shift', () => {
    const d = classFormDefaults(new Date('2026-05-01T12:00:00Z'));
    expect(d).toMatchObject({ subjectId: null, period: '2026', shift: 'matutino', startTime: '', dayIds: [] });
  });

  it('feeds the shared rules, which find the first problem with its popup title', () => {
    expect(classFormProblem(toClassFormInput(filled, 'student'))).toBeNull();
    const noDays = classFormProblem(toClassFormInput({ ...filled, dayIds: [] }, 'student'));
    expect(noDays && CLASS_FORM_TITLES[noDays.kind]).toBe('Días requeridos');
    expect(noDays?.message).toBe(CLASS_FORM_MESSAGES.days);
    const noSubject = classFormProblem(toClassFormInput({ ...filled, subjectId: null, clave: '' }, 'student'));
    expect(noSubject && CLASS_FORM_TITLES[noSubject.kind]).toBe('Campos requeridos');
    const reversed = classFormProblem(toClassFormInput({ ...filled, startTime: '10:00', endTime: '08:00' }, 'admin'));
    expect(reversed && CLASS_FORM_TITLES[reversed.kind]).toBe('Horario inválido');
    expect(reversed?.message).toBe(CLASS_FORM_MESSAGES.startBeforeEnd);
  });

  it('requires the WhatsApp link from a student, not from an admin', () => {
    const noLink = { ...filled, whatsappLink: '' };
    expect(classFormProblem(toClassFormInput(noLink, 'student'))?.field).toBe('whatsappLink');
    expect(classFormProblem(toClassFormInput(noLink, 'admin'))).toBeNull();
  });

  it('keeps only the times the new shift and start allow', () => {
    expect(keepValidTimes('vespertino', '08:00', '10:00')).toEqual({ startTime: '', endTime: '' });
    expect(keepValidTimes('matutino', '09:00', '08:30')).toEqual({ startTime: '09:00', endTime: '' });
    expect(keepValidTimes('matutino', '13:30', '14:00')).toEqual({ startTime: '13:30', endTime: '14:00' });
    expect(keepValidTimes('matutino', '14:00', '')).toEqual({ startTime: '', endTime: '' });
  });

  it('builds one schedule entry per day, Monday first, with the student as responsible', () => {
    expect(toCreateClassRequest(filled, 'student', student)).toEqual({
      subjectId: 7,
      clave: 'ACF0901',
      period: 2026,
      description: 'Reprobé en enero',
      schedule: [1, 3, 5].map((dayId) => ({ dayId, startTime: '08:00', endTime: '10:00' })),
      shift: 'matutino',
      whatsappLink: 'https://chat.whatsapp.com/AbCdEfGhIj123',
      responsibleStudent: { studentId: 42, controlNumber: '21390145', studentPhone: '529831234567' },
    });
  });

  it('sends the admin responsible student only when an id is given', () => {
    const admin = { ...filled, description: '', whatsappLink: '' };
    const none = toCreateClassRequest(admin, 'admin', null);
    expect(none.responsibleStudent).toBeUndefined();
    expect(none).toMatchObject({ description: null, whatsappLink: null });
    const withOne = toCreateClassRequest(
      { ...admin, responsibleStudentId: ' 15 ', responsibleControlNumber: '', responsiblePhone: '9831234567' },
      'admin',
      null,
    );
    expect(withOne.responsibleStudent).toEqual({ studentId: 15, studentPhone: '9831234567' });
    expect(responsibleStudentProblem({ ...admin, responsibleStudentId: 'abc' }, 'admin')).not.toBeNull();
    expect(responsibleStudentProblem({ ...admin, responsibleStudentId: '' }, 'admin')).toBeNull();
    expect(responsibleStudentProblem({ ...admin, responsibleStudentId: 'abc' }, 'student')).toBeNull();
  });

  it('words "Error al crear clase" as docs/rules.md CLA-14 says', () => {
    const server = new ApiError('La clave no corresponde a la materia seleccionada.', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'SUBJECT_KEY_MISMATCH',
        message: 'La clave no corresponde a la materia seleccionada.',
      },
    });
    expect(createClassErrorMessage(server)).toBe('La clave no corresponde a la materia seleccionada.');
    expect(createClassErrorMessage(new ApiError('Error 502', { status: 502, body: '<html>' }))).toBe(
      'Error desconocido del servidor',
    );
    expect(createClassErrorMessage(new ApiError('Error 500', { status: 500 }))).toBe('Error desconocido del servidor');
    expect(createClassErrorMessage(new ApiError('Autenticación requerida', { status: 401, fromClient: true }))).toBe(
      'Autenticación requerida',
    );
    expect(createClassErrorMessage(new ApiError('x', { status: 0, isNetworkError: true }))).toBe(
      'Error inesperado. Por favor, intenta nuevamente.',
    );
    expect(createClassErrorMessage(new TypeError('boom'))).toBe('Error inesperado. Por favor, intenta nuevamente.');
  });

  it('says "Error de sesión" when the session ended while the form was open', () => {
    expect(createClassErrorPopup(new ApiError('Autenticación requerida', { status: 401, fromClient: true }))).toEqual({
      title: 'Error de sesión',
      message: 'No se pudo obtener la información del usuario. Por favor, inicia sesión nuevamente.',
    });
    expect(createClassErrorPopup(new ApiError('Error 500', { status: 500 }))).toEqual({
      title: 'Error al crear clase',
      message: 'Error desconocido del servidor',
    });
  });
});
